/** A multipart/form-data body with one file field, for `app.inject`. */
export function multipartFile(
  field: string,
  filename: string,
  content: Buffer,
  contentType = 'application/octet-stream',
) {
  const boundary = `----test${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, content, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
