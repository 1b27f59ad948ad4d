package io.pipespec.runtime.capture;

import static org.apiguardian.api.API.Status.INTERNAL;

import java.util.AbstractList;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.RandomAccess;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.apache.beam.sdk.transforms.windowing.PaneInfo;
import org.apiguardian.api.API;
import org.joda.time.Instant;

/**
 * Captured elements of one output in a compact form: per block of elements one byte array holding
 * their encodings back to back, their end offsets, their timestamps as primitive longs, and an
 * index into one table of the distinct (window, pane) places they arrived in. An element costs its
 * encoded bytes plus 16 bytes, where one object per element (its bytes, window, pane and timestamp
 * objects) cost about 100.
 *
 * <p>Appends are thread-safe and visible at once to {@link #snapshot()}: capture steps of several
 * bundles append concurrently while a cancelled run may be read. A snapshot is an immutable list of
 * the elements appended before it, whose {@link CapturedElement}s are views made when asked for.
 */
@API(status = INTERNAL)
public final class ElementLog {

  /** Elements per full block; a power of two, so that an index splits into block and offset. */
  private static final int BLOCK_SHIFT = 12;

  private static final int BLOCK = 1 << BLOCK_SHIFT;

  /** The first block starts this small and doubles, so that a small output stays small. */
  private static final int FIRST_CAPACITY = 16;

  /** Bytes per element besides its encoding: end offset, timestamp and place. */
  static final int OVERHEAD_PER_ELEMENT = 16;

  private final List<Block> blocks = new ArrayList<>();
  private final List<Place> places = new ArrayList<>();
  private final Map<Place, Integer> placeIds = new HashMap<>();
  private int size;
  private long encodedBytes;

  /** One (window, pane) pair elements arrived in, interned. */
  private record Place(BoundedWindow window, PaneInfo pane) {}

  /** Up to {@link #BLOCK} elements; arrays only grow, so entries below a size never change. */
  private static final class Block {
    byte[] data;
    int dataSize;
    int[] ends;
    long[] timestamps;
    int[] places;

    Block(int capacity, int dataCapacity) {
      data = new byte[dataCapacity];
      ends = new int[capacity];
      timestamps = new long[capacity];
      places = new int[capacity];
    }
  }

  /**
   * Appends one element: {@code length} encoded bytes of {@code encoded} from {@code offset}, which
   * are copied; the array may be reused once this returns.
   */
  public void append(
      byte[] encoded,
      int offset,
      int length,
      BoundedWindow window,
      PaneInfo pane,
      Instant timestamp) {
    append(encoded, offset, length, window, pane, timestamp.getMillis());
  }

  /** {@link #append(byte[], int, int, BoundedWindow, PaneInfo, Instant)} with epoch millis. */
  public synchronized void append(
      byte[] encoded,
      int offset,
      int length,
      BoundedWindow window,
      PaneInfo pane,
      long timestampMillis) {
    int inBlock = size & (BLOCK - 1);
    Block block;
    if (blocks.isEmpty() || (inBlock == 0 && size > 0)) {
      block = new Block(blocks.isEmpty() ? FIRST_CAPACITY : BLOCK, Math.max(64, length));
      blocks.add(block);
    } else {
      block = blocks.get(blocks.size() - 1);
    }
    if (inBlock == block.ends.length) {
      int capacity = Math.min(BLOCK, block.ends.length * 2);
      block.ends = Arrays.copyOf(block.ends, capacity);
      block.timestamps = Arrays.copyOf(block.timestamps, capacity);
      block.places = Arrays.copyOf(block.places, capacity);
    }
    if (block.data.length - block.dataSize < length) {
      long wanted = Math.max((long) block.data.length * 2, (long) block.dataSize + length);
      block.data = Arrays.copyOf(block.data, (int) Math.min(Integer.MAX_VALUE - 8, wanted));
    }
    System.arraycopy(encoded, offset, block.data, block.dataSize, length);
    block.dataSize += length;
    block.ends[inBlock] = block.dataSize;
    block.timestamps[inBlock] = timestampMillis;
    block.places[inBlock] = placeId(window, pane);
    size++;
    encodedBytes += length;
  }

  private int placeId(BoundedWindow window, PaneInfo pane) {
    Place place = new Place(window, pane);
    Integer id = placeIds.get(place);
    if (id == null) {
      id = places.size();
      places.add(place);
      placeIds.put(place, id);
    }
    return id;
  }

  /** The number of elements appended. */
  public synchronized int size() {
    return size;
  }

  /** The bytes of the elements' encodings, all together. */
  public synchronized long encodedBytes() {
    return encodedBytes;
  }

  /** About how many bytes of heap the log holds: encodings, per-element columns, places. */
  public synchronized long heldBytes() {
    long held = 0;
    for (Block block : blocks) {
      held += block.data.length + 16L * block.ends.length + 64;
    }
    return held + 64L * places.size();
  }

  /** The elements appended so far, in order; an immutable list that later appends do not change. */
  public synchronized List<CapturedElement> snapshot() {
    List<Block> frozen = new ArrayList<>(blocks.size());
    for (Block block : blocks) {
      // The arrays as they are now: later growth copies them, later appends write past size.
      Block view = new Block(0, 0);
      view.data = block.data;
      view.ends = block.ends;
      view.timestamps = block.timestamps;
      view.places = block.places;
      frozen.add(view);
    }
    return new Snapshot(frozen, List.copyOf(places), size);
  }

  /** An immutable list of captured elements backed by a log's arrays. */
  private static final class Snapshot extends AbstractList<CapturedElement>
      implements RandomAccess, CapturedElement.Source {
    private final List<Block> blocks;
    private final List<Place> places;
    private final int size;

    Snapshot(List<Block> blocks, List<Place> places, int size) {
      this.blocks = blocks;
      this.places = places;
      this.size = size;
    }

    @Override
    public CapturedElement get(int index) {
      if (index < 0 || index >= size) {
        throw new IndexOutOfBoundsException("Index " + index + " of " + size + " elements");
      }
      return new CapturedElement(this, index);
    }

    @Override
    public int size() {
      return size;
    }

    private Block block(int index) {
      return blocks.get(index >>> BLOCK_SHIFT);
    }

    private static int start(Block block, int inBlock) {
      return inBlock == 0 ? 0 : block.ends[inBlock - 1];
    }

    @Override
    public byte[] encoded(int index) {
      Block block = block(index);
      int inBlock = index & (BLOCK - 1);
      return Arrays.copyOfRange(block.data, start(block, inBlock), block.ends[inBlock]);
    }

    @Override
    public BoundedWindow window(int index) {
      return places.get(block(index).places[index & (BLOCK - 1)]).window();
    }

    @Override
    public PaneInfo pane(int index) {
      return places.get(block(index).places[index & (BLOCK - 1)]).pane();
    }

    @Override
    public long timestampMillis(int index) {
      return block(index).timestamps[index & (BLOCK - 1)];
    }
  }
}
