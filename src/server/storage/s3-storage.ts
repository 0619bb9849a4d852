import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
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
  const client = new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.accessKeyId
      ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
      : {}),
  });
  const keyOf = (bucket: StorageBucket, name: string) => {
    assertSafeObjectName(name);
    return `${bucket}/${name}`;
  };
  return {
    kind: "s3",
    async put(bucket, name, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: keyOf(bucket, name),
          Body: body,
          ContentType: contentType,
        }),
      );
    },
    async get(bucket, name): Promise<StoredObject | null> {
      try {
        const out = await client.send(
          new GetObjectCommand({ Bucket: config.bucket, Key: keyOf(bucket, name) }),
        );
        if (!out.Body) return null;
        return {
          body: await out.Body.transformToByteArray(),
          contentType: out.ContentType ?? "application/octet-stream",
        };
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return null;
        throw error;
      }
    },
    async delete(bucket, name) {
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: keyOf(bucket, name) }));
    },
  };
}
