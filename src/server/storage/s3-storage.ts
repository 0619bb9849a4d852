import type { S3Client } from "@aws-sdk/client-s3";
import { assertSafeObjectName, type Storage, type StorageBucket, type StoredObject } from "./storage.ts";

export interface S3StorageConfig {
  endpoint: string | null;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

/** Any S3-compatible store; one S3 bucket holds our buckets as key prefixes (`bills/...`). */
export function createS3Storage(config: S3StorageConfig): Storage {
  // The AWS SDK (about 0.2 s to load) is loaded on the first file operation, not at start-up.
  let connecting: Promise<{ sdk: typeof import("@aws-sdk/client-s3"); client: S3Client }> | null = null;
  const connect = () => {
    connecting ??= import("@aws-sdk/client-s3").then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: config.region,
        forcePathStyle: config.forcePathStyle,
        ...(config.endpoint ? { endpoint: config.endpoint } : {}),
        ...(config.accessKeyId
          ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
          : {}),
      }),
    }));
    connecting.catch(() => {
      connecting = null;
    });
    return connecting;
  };
  const keyOf = (bucket: StorageBucket, name: string) => {
    assertSafeObjectName(name);
    return `${bucket}/${name}`;
  };
  return {
    kind: "s3",
    async put(bucket, name, body, contentType) {
      const { sdk, client } = await connect();
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: config.bucket,
          Key: keyOf(bucket, name),
          Body: body,
          ContentType: contentType,
        }),
      );
    },
    async get(bucket, name): Promise<StoredObject | null> {
      const { sdk, client } = await connect();
      try {
        const out = await client.send(
          new sdk.GetObjectCommand({ Bucket: config.bucket, Key: keyOf(bucket, name) }),
        );
        if (!out.Body) return null;
        return {
          body: await out.Body.transformToByteArray(),
          contentType: out.ContentType ?? "application/octet-stream",
        };
      } catch (error) {
        if (error instanceof sdk.NoSuchKey) return null;
        if (error instanceof sdk.S3ServiceException && error.$metadata.httpStatusCode === 404) return null;
        throw error;
      }
    },
    async *list(bucket) {
      const { sdk, client } = await connect();
      let token: string | undefined;
      do {
        const page = await client.send(
          new sdk.ListObjectsV2Command({
            Bucket: config.bucket,
            Prefix: `${bucket}/`,
            ContinuationToken: token,
          }),
        );
        for (const item of page.Contents ?? []) {
          const name = item.Key?.slice(bucket.length + 1);
          if (name) yield { name, lastModified: item.LastModified ?? new Date(0) };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    async delete(bucket, name) {
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket: config.bucket, Key: keyOf(bucket, name) }));
    },
  };
}
