import { useState } from "react";
import { Dialog } from "@/components/dialog";
import { looksLikeImageUrl } from "@/lib/image-file";

/** A proof image opens full size in an overlay; a text proof is shown as text. */
export function ProofView({ proof, owner }: { proof: string; owner: string }) {
  const [open, setOpen] = useState(false);
  if (!looksLikeImageUrl(proof)) return <span className="break">{proof || "-"}</span>;
  return (
    <>
      <button type="button" className="thumb-button" onClick={() => setOpen(true)} aria-label={`View proof from ${owner} full size`}>
        <img src={proof} alt={`Proof of payment from ${owner}`} className="thumb" loading="lazy" />
      </button>
      <Dialog
        open={open}
        title={`Proof of payment — ${owner}`}
        onClose={() => setOpen(false)}
        wide
        actions={
          <button type="button" className="btn btn-secondary" onClick={() => setOpen(false)}>
            Close
          </button>
        }
      >
        <img src={proof} alt={`Proof of payment from ${owner}, full size`} className="full-image" />
      </Dialog>
    </>
  );
}
