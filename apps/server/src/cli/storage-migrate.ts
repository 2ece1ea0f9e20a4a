/**
 * Moves uploads from the server's disk into the S3 bucket, before a server starts with STORAGE=s3
 * (decision 0039):
 *   STORAGE=s3 S3_BUCKET=… S3_REGION=… S3_ACCESS_KEY_ID=… S3_SECRET_ACCESS_KEY=… npm run storage:migrate
 * Copies every file under DATA_DIR/uploads that the bucket lacks or has with another size; run
 * again, it copies only what is still missing. The local files stay: delete DATA_DIR/uploads
 * once the server serves them from the bucket.
 */
import { ConfigError, parseConfig } from '../config';
import { copyFiles } from '../infra/storage/copy-files';
import { localFileStorage, localUploadsDir } from '../infra/storage/file-storage';
import { s3FileStorage } from '../infra/storage/s3-file-storage';
import { StorageUnavailableError } from '../infra/storage/storage-unavailable';
import { AppError } from '../http/errors';

async function main() {
  const config = parseConfig();
  if (config.STORAGE !== 's3') {
    throw new AppError(400, `storage:migrate copies ${localUploadsDir(config)} into an S3 bucket: set STORAGE=s3 and the S3_* settings of the bucket (STORAGE is ${config.STORAGE}).`);
  }
  const source = localFileStorage(localUploadsDir(config));
  const { copied, skipped } = await copyFiles(source, s3FileStorage(config), (key) => console.log(`copied ${key}`));
  console.log(`Copied ${copied} file${copied === 1 ? '' : 's'} from ${localUploadsDir(config)} to the bucket ${config.S3_BUCKET}; ${skipped} ${skipped === 1 ? 'was' : 'were'} there already.`);
}

main().catch((error: unknown) => {
  if (error instanceof StorageUnavailableError) {
    console.error(`The bucket cannot be reached (${error.cause instanceof Error ? error.cause.message : String(error.cause)}); nothing more was copied. Run it again when it can.`);
    process.exitCode = 1;
    return;
  }
  const known = error instanceof AppError || error instanceof ConfigError;
  console.error(known ? error.message : error);
  process.exitCode = 1;
});
