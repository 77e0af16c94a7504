import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../runtime/config.js";
import { parseS3Location, s3UploadStore } from "./s3-upload-store.js";
import { sha256Hex } from "../../platform/upload-store.js";

/**
 * No S3 or MinIO is reachable here, so these tests check what the store asks of S3: the signed
 * HTTP requests the AWS SDK hands to its request handler (the SDK's own transport seam; the
 * handler below answers like S3 would), and the presigned URLs it makes offline. Whether a real
 * bucket accepts them is not tested here.
 */
interface Seen {
  method: string;
  hostname: string;
  port?: number;
  path: string;
  headers: Record<string, string>;
}

async function storeAnswering(answer: (req: Seen) => { statusCode: number; headers?: Record<string, string>; body?: Buffer }) {
  const seen: Seen[] = [];
  const store = await s3UploadStore("s3://proofs-bucket/prod/uploads", {
    endpoint: "http://minio.test:9000",
    clientConfig: {
      region: "eu-central-1",
      credentials: { accessKeyId: "AKIDTEST", secretAccessKey: "secret-for-tests" },
      maxAttempts: 1,
      requestHandler: {
        async handle(request: Seen) {
          seen.push(request);
          const { statusCode, headers = {}, body = Buffer.alloc(0) } = answer(request);
          return { response: { statusCode, headers, body: Readable.from([body]) } };
        },
      } as never,
    },
  });
  return { store, seen };
}

const upload = {
  id: "0b6f3c1e-4d2a-4f8e-9a1b-2c3d4e5f6a7b",
  name: "0b6f3c1e-4d2a-4f8e-9a1b-2c3d4e5f6a7b.png",
  ownerId: "9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a",
  kind: "proof" as const,
  contentType: "image/png",
  bytes: Buffer.from("not really a png, but bytes"),
};

describe("the S3 upload store's requests", () => {
  it("when a proof is put, then one signed PUT to the bucket's key under the prefix, path-style on S3_ENDPOINT, with its type, SHA-256 and owner", async () => {
    const { store, seen } = await storeAnswering(() => ({ statusCode: 200 }));
    await store.put(upload);
    expect(seen).toHaveLength(1);
    const put = seen[0] as Seen;
    expect({ method: put.method, hostname: put.hostname, port: put.port, path: put.path }).toEqual({
      method: "PUT",
      hostname: "minio.test",
      port: 9000,
      path: `/proofs-bucket/prod/uploads/${upload.name}`,
    });
    expect(put.headers["content-type"]).toBe("image/png");
    expect(put.headers["x-amz-checksum-sha256"]).toBe(Buffer.from(sha256Hex(upload.bytes), "hex").toString("base64"));
    expect(put.headers["x-amz-meta-owner"]).toBe(upload.ownerId);
    expect(put.headers["x-amz-meta-upload-id"]).toBe(upload.id);
    expect(put.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDTEST\/\d{8}\/eu-central-1\/s3\/aws4_request/);
  });

  it("when bytes are read, then a GET of that key returns them; a key S3 answers 404 for is no upload", async () => {
    const { store, seen } = await storeAnswering((req) =>
      req.path.endsWith(upload.name)
        ? { statusCode: 200, headers: { "content-type": "image/png" }, body: upload.bytes }
        : { statusCode: 404 },
    );
    const got = await store.get(upload);
    expect(got?.bytes.equals(upload.bytes)).toBe(true);
    expect(got?.contentType).toBe("image/png");
    expect(seen[0]?.method).toBe("GET");
    const other = { id: "1b6f3c1e-4d2a-4f8e-9a1b-2c3d4e5f6a7b", name: "1b6f3c1e-4d2a-4f8e-9a1b-2c3d4e5f6a7b.png" };
    expect(await store.has(other)).toBe(false);
    expect(seen.at(-1)?.method).toBe("HEAD");
  });

  it("when a browser is to read an image, then a presigned GET of a few minutes for that key, with the image's content type", async () => {
    const { store, seen } = await storeAnswering(() => ({ statusCode: 500 }));
    const url = new URL((await store.readUrl(upload, 300)) as string);
    expect(url.origin).toBe("http://minio.test:9000");
    expect(url.pathname).toBe(`/proofs-bucket/prod/uploads/${upload.name}`);
    expect(url.searchParams.get("X-Amz-Expires")).toBe("300");
    expect(url.searchParams.get("X-Amz-Credential")).toMatch(/^AKIDTEST\/\d{8}\/eu-central-1\/s3\/aws4_request$/);
    expect(url.searchParams.get("X-Amz-Signature")).toMatch(/^[0-9a-f]{64}$/);
    expect(url.searchParams.get("response-content-type")).toBe("image/png");
    expect(seen).toEqual([]); // presigning asks S3 nothing
    expect(store.readOrigin).toBe("http://minio.test:9000"); // the web app lets images load from there
  });
});

describe("UPLOAD_STORE", () => {
  it("when unset, then postgres; an s3:// location is read as bucket and prefix; anything else is refused at start", () => {
    expect(loadConfig({}).UPLOAD_STORE).toBe("postgres");
    expect(parseS3Location("s3://proofs-bucket")).toEqual({ bucket: "proofs-bucket", prefix: "" });
    expect(parseS3Location("s3://proofs-bucket/a/b/")).toEqual({ bucket: "proofs-bucket", prefix: "a/b/" });
    expect(() => loadConfig({ UPLOAD_STORE: "/var/uploads" })).toThrow(/UPLOAD_STORE: must be postgres or s3:\/\/bucket\[\/prefix\]/);
  });
});
