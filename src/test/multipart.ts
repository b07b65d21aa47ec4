/** A multipart/form-data body of files, as a browser's upload sends it, for app.inject(). */
import { randomBytes } from 'node:crypto';

export interface FormFile {
  /** Form field; "files" unless said. */
  field?: string;
  filename: string;
  contentType?: string;
  content: string | Uint8Array;
}

export function multipartBody(files: readonly FormFile[]): { payload: Buffer; contentType: string } {
  const boundary = `----nabavka${randomBytes(12).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'files'}"; ` +
          `filename="${file.filename}"\r\nContent-Type: ${file.contentType ?? 'application/xml'}\r\n\r\n`,
      ),
      typeof file.content === 'string' ? Buffer.from(file.content, 'utf8') : Buffer.from(file.content),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}
