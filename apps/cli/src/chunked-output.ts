import { writeStream } from './io.js';

/** Bytes of text gathered before a write: large enough to be cheap, small enough to stream. */
const CHUNK = 64 * 1024;

/**
 * Streams a long report: text is gathered into chunks of about 64 KB and each chunk is written,
 * waiting for the stream to take it, so output starts at once and memory stays flat whatever the
 * report's length (`sample` of a million rows, `convert` of thousands of warnings).
 */
export class ChunkedOutput {
  private parts: string[] = [];
  private size = 0;

  constructor(private readonly stream: NodeJS.WritableStream) {}

  /** Adds text; writes the gathered chunk once it is large enough. */
  async write(text: string): Promise<void> {
    this.parts.push(text);
    this.size += text.length;
    if (this.size >= CHUNK) await this.flush();
  }

  /** Adds a line (text and a newline). */
  line(text: string): Promise<void> {
    return this.write(`${text}\n`);
  }

  /** Writes whatever is gathered. */
  async flush(): Promise<void> {
    if (this.size === 0) return;
    const text = this.parts.join('');
    this.parts = [];
    this.size = 0;
    await writeStream(this.stream, text);
  }
}
