// Pre-compresses the built site once (brotli at full quality, gzip -9) so that the server
// sends small files without compressing on every request.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const compressible = /\.(js|css|html|svg|json|txt|xml|webmanifest)$/;

export function compressDist(distDir: string): void {
  let count = 0;
  for (const entry of fs.readdirSync(distDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !compressible.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const source = fs.readFileSync(file);
    if (source.length < 1024) continue;
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(source, { level: 9 }));
    count++;
  }
  console.log(`compressed ${count} files in ${path.relative(process.cwd(), distDir)}`);
}
