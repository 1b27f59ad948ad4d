package io.pipespec.runtime.capture;

import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.channels.Channels;
import java.nio.channels.ReadableByteChannel;
import java.nio.channels.WritableByteChannel;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.CRC32;
import java.util.zip.CheckedOutputStream;
import org.apache.beam.sdk.coders.Coder;
import org.apache.beam.sdk.io.FileSystems;
import org.apache.beam.sdk.io.fs.ResolveOptions.StandardResolveOptions;
import org.apache.beam.sdk.io.fs.ResourceId;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.apache.beam.sdk.transforms.windowing.PaneInfo;
import org.jspecify.annotations.Nullable;

/**
 * The files of a {@link FileCaptureStore}: their names, which say who wrote them, and their format.
 *
 * <p>A <b>writer</b> is one instance of a capture step, in one <b>task</b> (on Flink, one subtask
 * of the job, known by its thread's name) and one <b>attempt</b> of that task (Flink's {@code #n}
 * after the name; 0 elsewhere). It numbers its bundles 0, 1, 2...; bundle {@code n} is the file
 * {@code <task>.<attempt>.<writer>.<n>.bundle}, and after each one it commits, the writer's
 * manifest {@code <task>.<attempt>.<writer>.manifest} says how many bundles and elements it
 * committed. Both are written to a temporary name and renamed, so a reader sees a file whole or not
 * at all.
 *
 * <p>A bundle file: magic number, commit time, then per element a place (an index into the bundle's
 * table of (window, pane) pairs, the pair itself when new), the encoded element (length-prefixed)
 * and the timestamp; then the element count and a CRC-32 of all before it.
 */
final class BundleFiles {

  static final int BUNDLE_MAGIC = 0x50535032; // "PSP2"
  static final int MANIFEST_MAGIC = 0x50534d31; // "PSM1"
  static final String BUNDLE_SUFFIX = ".bundle";
  static final String MANIFEST_SUFFIX = ".manifest";

  /** Flink's task thread names: "name (subtask/parallelism)#attempt". */
  private static final Pattern FLINK_TASK = Pattern.compile("(.*\\(\\d+/\\d+\\))#(\\d+)");

  /** {@code <task>.<attempt>.<writer>.<n>.bundle} or {@code <task>.<attempt>.<writer>.manifest}. */
  private static final Pattern NAME =
      Pattern.compile("([0-9a-f-]+)\\.(\\d+)\\.([0-9a-f-]+)\\.(?:(\\d+)\\.bundle|manifest)");

  private BundleFiles() {}

  /** Who writes: the task and attempt of the current thread, and a new writer id. */
  record Writer(String task, int attempt, String id) {
    static Writer ofCurrentThread() {
      String writer = UUID.randomUUID().toString();
      Matcher flink = FLINK_TASK.matcher(Thread.currentThread().getName());
      if (flink.matches()) {
        String task =
            UUID.nameUUIDFromBytes(flink.group(1).getBytes(StandardCharsets.UTF_8)).toString();
        return new Writer(task, Integer.parseInt(flink.group(2)), writer);
      }
      // Elsewhere a task cannot be told apart from another: each writer is its own task.
      return new Writer(writer, 0, writer);
    }

    String prefix() {
      return task + "." + attempt + "." + id;
    }
  }

  /** What a file name says; null for a name that is not a capture file's. */
  record Name(String task, int attempt, String writer, long bundle, boolean manifest) {
    static @Nullable Name parse(String filename) {
      Matcher matcher = NAME.matcher(filename);
      if (!matcher.matches()) {
        return null;
      }
      boolean manifest = matcher.group(4) == null;
      return new Name(
          matcher.group(1),
          Integer.parseInt(matcher.group(2)),
          matcher.group(3),
          manifest ? -1 : Long.parseLong(matcher.group(4)),
          manifest);
    }

    String writerKey() {
      return task + "." + attempt + "." + writer;
    }
  }

  /** Writes {@code content} to {@code name} in {@code directory}: a temporary file, renamed. */
  static void commit(ResourceId directory, String name, Content content) throws IOException {
    ResourceId temporary = directory.resolve(name + ".tmp", StandardResolveOptions.RESOLVE_FILE);
    ResourceId complete = directory.resolve(name, StandardResolveOptions.RESOLVE_FILE);
    try (WritableByteChannel channel = FileSystems.create(temporary, "application/octet-stream");
        OutputStream out = Channels.newOutputStream(channel)) {
      content.writeTo(out);
    }
    FileSystems.rename(List.of(temporary), List.of(complete));
  }

  /** What is written to a file. */
  interface Content {
    void writeTo(OutputStream out) throws IOException;
  }

  /** The bytes of a manifest: {@code bundles} committed holding {@code elements}. */
  static byte[] manifest(long bundles, long elements) throws IOException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream(24);
    DataOutputStream out = new DataOutputStream(bytes);
    out.writeInt(MANIFEST_MAGIC);
    out.writeLong(bundles);
    out.writeLong(elements);
    return bytes.toByteArray();
  }

  /** A manifest read back: bundles and elements committed. */
  record Manifest(long bundles, long elements) {
    static Manifest read(byte[] content) throws IOException {
      DataInputStream in = new DataInputStream(new java.io.ByteArrayInputStream(content));
      if (content.length != 20 || in.readInt() != MANIFEST_MAGIC) {
        throw new IOException("not a Pipespec capture manifest, or cut short");
      }
      return new Manifest(in.readLong(), in.readLong());
    }
  }

  /** The whole content of {@code file}. */
  static byte[] readAll(ResourceId file) throws IOException {
    try (ReadableByteChannel channel = FileSystems.open(file);
        InputStream in = Channels.newInputStream(channel)) {
      return in.readAllBytes();
    }
  }

  /** Writes one bundle's records into a buffer, with its trailer. */
  static final class BundleBuffer {
    private final ExposedBuffer bytes = new ExposedBuffer();
    private final CheckedOutputStream checked = new CheckedOutputStream(bytes, new CRC32());
    private final DataOutputStream out = new DataOutputStream(checked);
    private final ExposedBuffer element = new ExposedBuffer();
    private final List<Object> places = new ArrayList<>();
    private final Coder<BoundedWindow> windowCoder;
    private int count;

    BundleBuffer(Coder<BoundedWindow> windowCoder, long commitMillis) throws IOException {
      this.windowCoder = windowCoder;
      out.writeInt(BUNDLE_MAGIC);
      out.writeLong(commitMillis);
    }

    @SuppressWarnings("deprecation") // The outer context, as CoderUtils.encodeToByteArray encodes.
    <T> void add(Coder<T> coder, T value, BoundedWindow window, PaneInfo pane, long timestamp)
        throws IOException {
      element.reset();
      coder.encode(value, element, Coder.Context.OUTER);
      add(element.array(), element.size(), window, pane, timestamp);
    }

    void add(byte[] encoded, int length, BoundedWindow window, PaneInfo pane, long timestamp)
        throws IOException {
      int place = placeOf(window, pane);
      boolean isNew = place < 0;
      if (isNew) {
        places.add(window);
        places.add(pane);
        place = places.size() / 2 - 1;
      }
      writeVarInt(out, place);
      if (isNew) {
        windowCoder.encode(window, out);
        PaneInfo.PaneInfoCoder.INSTANCE.encode(pane, out);
      }
      writeVarInt(out, length);
      out.write(encoded, 0, length);
      out.writeLong(timestamp);
      count++;
    }

    /** The index of a known (window, pane) pair, or -1. */
    private int placeOf(BoundedWindow window, PaneInfo pane) {
      // Bundles mostly hold one or two places: a scan from the last is cheaper than hashing.
      for (int i = places.size() - 2; i >= 0; i -= 2) {
        if (places.get(i + 1).equals(pane) && places.get(i).equals(window)) {
          return i / 2;
        }
      }
      return -1;
    }

    int count() {
      return count;
    }

    /** The trailer (count, CRC-32), then the bytes to write. */
    void writeTo(OutputStream target) throws IOException {
      out.writeInt(count);
      out.flush();
      long crc = checked.getChecksum().getValue();
      new DataOutputStream(bytes).writeLong(crc);
      target.write(bytes.array(), 0, bytes.size());
    }
  }

  /** Reads one bundle's records into {@code log}; throws when the file is damaged or cut short. */
  static long readBundle(byte[] content, Coder<BoundedWindow> windowCoder, ElementLog log)
      throws IOException {
    if (content.length < 4 + 8 + 4 + 8) {
      throw new IOException("cut short: " + content.length + " bytes");
    }
    int trailer = content.length - 12;
    CRC32 crc = new CRC32();
    crc.update(content, 0, trailer + 4);
    ByteBuffer tail = ByteBuffer.wrap(content, trailer, 12);
    int count = tail.getInt();
    long expectedCrc = tail.getLong();
    if (crc.getValue() != expectedCrc) {
      throw new IOException("damaged or cut short: its checksum does not match its content");
    }
    PositionedInput in = new PositionedInput(content, trailer);
    DataInputStream data = new DataInputStream(in);
    if (data.readInt() != BUNDLE_MAGIC) {
      throw new IOException("not a Pipespec capture bundle (wrong magic number)");
    }
    data.readLong();
    List<BoundedWindow> windows = new ArrayList<>();
    List<PaneInfo> panes = new ArrayList<>();
    int read = 0;
    while (in.position() < trailer) {
      int place = readVarInt(data);
      if (place == windows.size()) {
        windows.add(windowCoder.decode(in));
        panes.add(PaneInfo.PaneInfoCoder.INSTANCE.decode(in));
      }
      int length = readVarInt(data);
      int offset = in.position();
      in.skipExactly(length);
      long timestamp = data.readLong();
      log.append(content, offset, length, windows.get(place), panes.get(place), timestamp);
      read++;
    }
    if (read != count) {
      throw new IOException("holds " + read + " elements where its trailer says " + count);
    }
    return count;
  }

  static void writeVarInt(DataOutputStream out, int value) throws IOException {
    int v = value;
    while ((v & ~0x7F) != 0) {
      out.writeByte((v & 0x7F) | 0x80);
      v >>>= 7;
    }
    out.writeByte(v);
  }

  static int readVarInt(DataInputStream in) throws IOException {
    int value = 0;
    for (int shift = 0; shift < 35; shift += 7) {
      int b = in.readUnsignedByte();
      value |= (b & 0x7F) << shift;
      if ((b & 0x80) == 0) {
        return value;
      }
    }
    throw new IOException("malformed length");
  }

  /** A byte array output stream whose array can be read without a copy. */
  static final class ExposedBuffer extends ByteArrayOutputStream {
    ExposedBuffer() {
      super(256);
    }

    byte[] array() {
      return buf;
    }
  }

  /** An input stream over part of an array that tells where it is. */
  private static final class PositionedInput extends InputStream {
    private final byte[] content;
    private final int end;
    private int position;

    PositionedInput(byte[] content, int end) {
      this.content = content;
      this.end = end;
    }

    int position() {
      return position;
    }

    void skipExactly(int length) throws IOException {
      if (length < 0 || position + length > end) {
        throw new IOException("an element runs past the end of the bundle");
      }
      position += length;
    }

    @Override
    public int read() {
      return position < end ? content[position++] & 0xFF : -1;
    }

    @Override
    public int read(byte[] b, int off, int len) {
      if (position >= end) {
        return -1;
      }
      int n = Math.min(len, end - position);
      System.arraycopy(content, position, b, off, n);
      position += n;
      return n;
    }
  }
}
