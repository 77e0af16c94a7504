import type { S3Client, S3ClientConfig } from "@aws-sdk/client-s3";
import { sha256Hex, type UploadStore } from "../../platform/upload-store.js";

/** `s3://bucket[/prefix]` as the bucket and the key prefix ("" or ending in "/"). */
export function parseS3Location(location: string): { bucket: string; prefix: string } {
  const m = /^s3:\/\/([^/]+)(?:\/(.*))?$/.exec(location);
  if (!m?.[1]) throw new Error(`UPLOAD_STORE: not an s3:// location: ${location}`);
  const prefix = (m[2] ?? "").replace(/^\/+|\/+$/g, "");
  return { bucket: m[1], prefix: prefix ? `${prefix}/` : "" };
}

/**
 * Uploads' bytes in an S3-compatible bucket, for deployments whose proofs outgrow the database.
 * Region and credentials come from the AWS SDK's own chain (AWS_REGION, AWS_ACCESS_KEY_ID,
 * AWS_SECRET_ACCESS_KEY, a profile or an instance role); S3_ENDPOINT points it at MinIO or
 * another compatible store (path-style addressing). Browsers read the images through presigned
 * GETs that the API hands out only after its own signed link checked out (routes.ts), so the
 * bucket stays private. The SDK is imported only when this store is chosen.
 */
export async function s3UploadStore(
  location: string,
  options: { endpoint?: string; clientConfig?: S3ClientConfig } = {},
): Promise<UploadStore & { client: S3Client }> {
  const { S3Client, PutObjectCommand, GetObjectCommand, HeadObjectCommand, DeleteObjectCommand } = await import("@aws-sdk/client-s3");
  const { getSignedUrl } = await import("@aws-sdk/s3-request-presigner");
  const { bucket, prefix } = parseS3Location(location);
  const client = new S3Client({
    region: process.env.AWS_REGION ?? process.env.AWS_DEFAULT_REGION ?? "us-east-1",
    ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
    ...options.clientConfig,
  });
  const key = (name: string) => `${prefix}${name}`;
  const missing = (error: unknown) => {
    const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
    return e.name === "NoSuchKey" || e.name === "NotFound" || e.$metadata?.httpStatusCode === 404;
  };
  // Where presigned links point (presigning is offline): the web app's CSP allows images from there.
  const probe = await getSignedUrl(client, new GetObjectCommand({ Bucket: bucket, Key: key("probe") }), { expiresIn: 60 });
  return {
    kind: "s3",
    client,
    readOrigin: new URL(probe).origin,
    async put(upload) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key(upload.name),
          Body: upload.bytes,
          ContentType: upload.contentType,
          ContentLength: upload.bytes.length,
          ChecksumSHA256: Buffer.from(sha256Hex(upload.bytes), "hex").toString("base64"),
          Metadata: { "upload-id": upload.id, owner: upload.ownerId, kind: upload.kind, sha256: sha256Hex(upload.bytes) },
        }),
      );
    },
    async get({ name }) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key(name) }));
        const bytes = Buffer.from((await out.Body?.transformToByteArray()) ?? []);
        return { contentType: out.ContentType ?? "application/octet-stream", bytes, sha256: sha256Hex(bytes) };
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async has({ name }) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key(name) }));
        return true;
      } catch (error) {
        if (missing(error)) return false;
        throw error;
      }
    },
    async delete(upload) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key(upload.name) }));
    },
    async readUrl(upload, seconds) {
      const command = new GetObjectCommand({
        Bucket: bucket,
        Key: key(upload.name),
        ResponseContentType: upload.contentType,
        ResponseCacheControl: "private, max-age=300",
      });
      return await getSignedUrl(client, command, { expiresIn: seconds });
    },
    async close() {
      client.destroy();
    },
  };
}
