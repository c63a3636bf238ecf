// The working set's file as bytes: a short header, then frames, each its length and a sealed piece (vault/sealed.ts)
// bound to the account, to this file's id and to its place, so that no frame of another file, account or place
// opens here. Changes are appended as frames; compaction writes the whole file anew (temporary file, fsync, rename).
//
//   file  = "FDWS3" ‖ file id (16 bytes) ‖ frame*
//   frame = length (4 bytes, big-endian) ‖ sealed bytes
import { randomBytes } from 'node:crypto';
import { open, truncate, type FileHandle } from 'node:fs/promises';
import { OWNER_ONLY_FILE } from '../../../platform/owner-only-files.js';
import { seal, unseal, type SealBinding } from '../../../vault/sealed.js';

const MAGIC = Buffer.from('FDWS3');
const ID_BYTES = 16;
const LOG_HEADER_BYTES = MAGIC.length + ID_BYTES;
const LENGTH_BYTES = 4;
/** No frame the desk writes comes near this; a larger length is a damaged file, not a frame to wait for. */
const MAX_FRAME_BYTES = 256 * 2 ** 20;

export interface LogPlace {
  key: Buffer;
  accountId: string;
  fileId: Buffer;
}

/** A frame found in the file: its number, where it starts, and its sealed bytes. */
export interface LogFrame {
  seq: number;
  offset: number;
  sealed: Buffer;
}

export interface LogContents {
  fileId: Buffer;
  frames: LogFrame[];
  /** Where a frame cut short by a crash begins (the file is cut back to it before anything is appended); else null. */
  cutShortAt: number | null;
  /** Where the next frame goes. */
  end: number;
}

export const isLogFile = (bytes: Buffer): boolean =>
  bytes.length >= LOG_HEADER_BYTES && bytes.subarray(0, MAGIC.length).equals(MAGIC);

export const newFileId = (): Buffer => randomBytes(ID_BYTES);

export const logHeader = (fileId: Buffer): Buffer => Buffer.concat([MAGIC, fileId]);

function bindingOf(place: LogPlace, seq: number): SealBinding {
  const context = Buffer.alloc(ID_BYTES + 4);
  place.fileId.copy(context, 0);
  context.writeUInt32BE(seq, ID_BYTES);
  return { purpose: 'working-set', scope: place.accountId, context };
}

/** A frame's bytes as written: length, then the payload sealed for its place. */
export function frameOf(payload: Buffer, place: LogPlace, seq: number): Buffer {
  const sealed = seal(payload, place.key, bindingOf(place, seq));
  const length = Buffer.alloc(LENGTH_BYTES);
  length.writeUInt32BE(sealed.length);
  return Buffer.concat([length, sealed]);
}

/** The payload of a frame; throws SealRefused when it is not this file's, this account's or this place's, or changed. */
export const openFrame = (frame: LogFrame, place: LogPlace): Buffer => unseal(frame.sealed, place.key, bindingOf(place, frame.seq));

/** The frames of a log file's bytes (not opened); a last frame cut short by a crash is left out and said where. */
export function framesOf(bytes: Buffer): LogContents {
  const fileId = Buffer.from(bytes.subarray(MAGIC.length, LOG_HEADER_BYTES));
  const frames: LogFrame[] = [];
  let offset = LOG_HEADER_BYTES;
  while (offset < bytes.length) {
    const length = offset + LENGTH_BYTES <= bytes.length ? bytes.readUInt32BE(offset) : -1;
    const start = offset + LENGTH_BYTES;
    const cutShort = length <= 0 || length > MAX_FRAME_BYTES || start + length > bytes.length;
    if (cutShort) return { fileId, frames, cutShortAt: offset, end: offset };
    frames.push({ seq: frames.length, offset, sealed: bytes.subarray(start, start + length) });
    offset = start + length;
  }
  return { fileId, frames, cutShortAt: null, end: offset };
}

/** Appends frames to the end of the file, one write at a time; the file is opened on the first append. */
export class LogAppender {
  private handle: FileHandle | null = null;

  constructor(private readonly path: string) {}

  /** Cuts the file back to `length` (a frame a crash cut short, or a damaged one, goes). */
  async cutTo(length: number): Promise<void> {
    await this.close();
    await truncate(this.path, length);
  }

  async append(bytes: Buffer): Promise<void> {
    this.handle ??= await open(this.path, 'a', OWNER_ONLY_FILE);
    await this.handle.writeFile(bytes);
  }

  /** Written so far reaches the disk (compaction and close; a crash of the process alone loses nothing written). */
  async sync(): Promise<void> {
    await this.handle?.sync();
  }

  async close(): Promise<void> {
    const handle = this.handle;
    this.handle = null;
    await handle?.close();
  }
}
