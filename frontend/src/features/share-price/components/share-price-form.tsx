import { useState } from "react";
import { Field } from "@/components/field";
import { toast } from "@/components/toast";
import { validateSharePrice } from "@/domain/form-rules";
import { useUpdateSharePrice } from "../api/update-share-price";

export function SharePriceForm() {
  const [price, setPrice] = useState("");
  const update = useUpdateSharePrice();

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const problem = validateSharePrice(price);
    if (problem) {
      toast.warning(problem);
      return;
    }
    update.mutate(Number(price), {
      onSuccess: () => {
        toast.success("Share price updated!");
        setPrice("");
      },
      onHeld: () => setPrice(""),
    });
  };

  return (
    <form className="form card" onSubmit={onSubmit} noValidate aria-label="Share price form">
      <Field
        label="New Price per Share ($)"
        type="number"
        inputMode="decimal"
        step={1}
        min={0}
        value={price}
        onChange={(e) => setPrice(e.target.value)}
      />
      <button type="submit" className="btn btn-primary" disabled={update.isPending}>
        {update.isPending ? "Updating..." : "Update Price"}
      </button>
    </form>
  );
}
