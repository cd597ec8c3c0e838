import { Readable, Transform } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { assertStorageKey, ObjectNotFoundError, type ObjectStorage } from './object-storage.ts';

export interface S3StorageOptions {
  endpoint?: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  /** How long a connection may stay silent before the client gives up (default 30 s; tests shorten it). */
  idleTimeoutMs?: number;
}

/** How long the S3 client waits to connect, and by default for the next byte on a connection, before it gives up. */
const S3_CONNECT_TIMEOUT_MS = 5_000;
const S3_IDLE_TIMEOUT_MS = 30_000;

/** Parts of a streamed upload: S3's minimum, and one in flight, so an upload holds at most 5 MiB in memory. */
const PART_SIZE = 5 * 1024 * 1024;

const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

/**
 * Objects in an S3-compatible bucket (AWS, MinIO, Garage, Ceph...). Checksums are sent and checked only when the
 * operation requires them: the SDK's default (a CRC32 trailer in aws-chunked encoding) is not understood by
 * every S3-compatible server.
 */
export const createS3Storage = (options: S3StorageOptions): ObjectStorage => {
  const clientOptions = {
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  } as const;
  // The SDK waits forever by default: a bucket that stops answering would hold a write (a job, an upload) for good.
  // Writes, lookups and deletes give up; each attempt (the SDK makes three) waits 5 s to connect, counting a wait
  // for a free socket, and 30 s of silence. Reads keep their own client without limits: the idle timer also runs
  // while a download is paused by its reader (a browser holding back a recording), and would cut it.
  const client = new S3Client({
    ...clientOptions,
    requestHandler: {
      connectionTimeout: S3_CONNECT_TIMEOUT_MS,
      socketTimeout: options.idleTimeoutMs ?? S3_IDLE_TIMEOUT_MS,
    },
  });
  const reader = new S3Client(clientOptions);
  const Bucket = options.bucket;
  return {
    async put(key, body, putOptions) {
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          size += chunk.length;
          callback(null, chunk);
        },
      });
      body.on('error', (error) => counter.destroy(error));
      const upload = new Upload({
        client,
        params: {
          Bucket,
          Key: assertStorageKey(key),
          Body: body.pipe(counter),
          ...(putOptions?.contentType ? { ContentType: putOptions.contentType } : {}),
        },
        partSize: PART_SIZE,
        queueSize: 1,
        leavePartsOnError: false,
      });
      await upload.done();
      return { size };
    },
    async get(key, range) {
      try {
        const response = await reader.send(
          new GetObjectCommand({
            Bucket,
            Key: assertStorageKey(key),
            ...(range ? { Range: `bytes=${range.start}-${range.end ?? ''}` } : {}),
          }),
        );
        if (!(response.Body instanceof Readable)) throw new Error('The S3 client returned no Node stream');
        return response.Body;
      } catch (error) {
        if (isNotFound(error)) throw new ObjectNotFoundError(key);
        throw error;
      }
    },
    async stat(key) {
      try {
        const response = await client.send(new HeadObjectCommand({ Bucket, Key: assertStorageKey(key) }));
        return { size: response.ContentLength ?? 0 };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: assertStorageKey(key) }));
    },
    async *list() {
      for await (const page of paginateListObjectsV2({ client }, { Bucket })) {
        for (const object of page.Contents ?? []) {
          if (object.Key && object.LastModified) yield { key: object.Key, modifiedAt: object.LastModified };
        }
      }
    },
  };
};
