package io.pipespec.runtime.capture;

import static org.apiguardian.api.API.Status.INTERNAL;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.lang.management.MemoryUsage;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;
import javax.management.NotificationEmitter;
import javax.management.openmbean.CompositeData;
import org.apiguardian.api.API;
import org.jspecify.annotations.Nullable;

/**
 * Watches the heap while a scenario runs, so that a run that exhausts it fails alone, saying what
 * it held, instead of an {@code OutOfMemoryError} in whichever thread allocates next: a runner's
 * worker, the engine's, or the one through which Surefire talks to its fork, which then dies with
 * every later result.
 *
 * <p>The heap is read after garbage collections, from the collectors themselves: after each one
 * (the JVM's notification), and each time the run has captured another {@link #step} bytes. When
 * more than {@link #SUSPECT} of the maximum is in use, a full collection is asked for, and if what
 * survives it is more than {@link #EXHAUSTED}, every run being watched is stopped: its capture
 * throws {@link CaptureMemoryExhaustedException} from then on, and its pipeline is cancelled.
 * Elements waiting in a runner's bundles fill the heap as surely as captured ones, so both are
 * watched. Only a live heap that full stops a run: a JVM that full spends its time in back-to-back
 * full collections (seconds each) long before it throws. A JVM whose collectors do not report
 * ({@code com.sun.management}) is not watched.
 *
 * <p>A runner's worker can fill the heap faster than a collection is reported: a {@code DoFn} that
 * makes two million elements in one call holds them all in its bundle. Then the heap runs out
 * before the watch stops the run, and whichever thread allocates next gets the {@code
 * OutOfMemoryError}: often the worker, which the runner fails the run with, but sometimes the
 * thread waiting for the run, which must not let it reach JUnit (which lets no {@code
 * OutOfMemoryError} pass, and ends the whole test run). So a {@link #RESERVE_BYTES reserve} of the
 * heap is held from the first run watched on, and let go when the heap runs out ({@link
 * #outOfMemory}): the thread waiting for the run then has room to stop it and to say why, with the
 * same figures, while the run's threads end and their bundles become garbage. The next run watched
 * holds it again.
 */
@API(status = INTERNAL)
public final class HeapWatch {

  /** Above this share of the maximum heap in use after a collection, a full one is asked for. */
  static final double SUSPECT = 0.80;

  /** Above this share in use after a full collection, the runs being watched are stopped. */
  static final double EXHAUSTED = 0.85;

  // Removing from it allocates nothing: a run is let go of when the heap may be full.
  private static final Set<HeapWatch> WATCHED = ConcurrentHashMap.newKeySet();
  private static final AtomicBoolean LISTENING = new AtomicBoolean();
  private static final AtomicBoolean CONFIRMING = new AtomicBoolean();

  /** The least time between two full collections asked for. */
  private static final long CONFIRM_EVERY_MS = 500;

  private static volatile long lastConfirmed = System.nanoTime() - CONFIRM_EVERY_MS * 1_000_000L;

  /**
   * The heap held back for when it runs out: a 32nd of the maximum, between 1 MB and 8 MB; enough
   * for the thread that waits for a run to stop it and write its failure. Held from run to run, so
   * that a run does not pay for clearing it.
   */
  static final int RESERVE_BYTES =
      (int) Math.max(1 << 20, Math.min(8 << 20, Runtime.getRuntime().maxMemory() / 32));

  private static final AtomicReference<byte @Nullable []> RESERVE = new AtomicReference<>();

  private final long maxHeap = Runtime.getRuntime().maxMemory();
  private final long step = Math.max(256 * 1024, maxHeap / 64);
  private final AtomicLong captured = new AtomicLong();
  private final Supplier<String> holdings;
  private volatile long nextCheck = step;
  private volatile @Nullable String exhausted;
  private volatile Runnable stop = () -> {};

  /**
   * @param holdings what the run's capture holds, for the message: "1900000 elements in 45 MB (out:
   *     ...)"
   */
  public HeapWatch(Supplier<String> holdings) {
    this.holdings = holdings;
  }

  /**
   * Watches the heap after every garbage collection until {@link #release()}; when it is exhausted,
   * {@code stop} is run (once, on a thread of the watch's), to cancel the run.
   */
  public void watch(Runnable stop) {
    this.stop = stop;
    listenToCollections();
    WATCHED.add(this);
    if (RESERVE.get() == null) {
      try {
        RESERVE.compareAndSet(null, new byte[RESERVE_BYTES]);
      } catch (OutOfMemoryError e) {
        // No room to hold back: the heap is full already, which the watch is about to find.
      }
    }
    if (exhausted != null) {
      stop.run();
    }
  }

  /** Stops watching. */
  public void release() {
    WATCHED.remove(this);
  }

  /**
   * Lets go of the heap held back, when the heap has run out; the next run watched holds it again.
   */
  private static void releaseReserve() {
    RESERVE.set(null);
  }

  /**
   * The heap ran out while this run was watched: the run failed with {@code error}, a runner's
   * worker's or the thread's that waits for the run. Lets go of the reserve, and stops the run as
   * when the watch finds the heap exhausted, with the heap in use after the latest collection (the
   * one that could not free enough) as its figure; a run already stopped keeps its first reason.
   */
  public void outOfMemory(OutOfMemoryError error) {
    releaseReserve();
    if (exhausted != null) {
      return;
    }
    long used = usedAfterLastCollection().orElse(maxHeap);
    exhaust(
        "ran out: "
            + megabytes(used)
            + " of its maximum "
            + megabytes(maxHeap)
            + " were in use after the latest garbage collection when the run failed with "
            + error,
        used);
  }

  /** Why the run was stopped, when the heap was exhausted while it was watched. */
  public Optional<String> exhaustion() {
    return Optional.ofNullable(exhausted);
  }

  /**
   * Counts {@code bytes} more captured, and checks the heap when another step is full.
   *
   * @throws CaptureMemoryExhaustedException when the heap is exhausted, now or before
   */
  void captured(long bytes) {
    String stopped = exhausted;
    if (stopped != null) {
      throw new CaptureMemoryExhaustedException(stopped);
    }
    long total = captured.addAndGet(bytes);
    if (total >= nextCheck) {
      nextCheck = total + step;
      OptionalLong used = usedAfterLastCollection();
      if (used.isPresent() && used.getAsLong() >= SUSPECT * maxHeap) {
        confirm().ifPresent(this::exhausted);
      }
      if (exhausted != null) {
        throw new CaptureMemoryExhaustedException(exhausted);
      }
    }
  }

  /**
   * Asks for a full collection and, if the heap is still exhausted after it, stops every watched
   * run and returns the heap in use; one confirmation at a time and at most one every {@link
   * #CONFIRM_EVERY_MS}, whoever asks, so that a heap that stays just below the limit is not
   * collected over and over.
   */
  private static OptionalLong confirm() {
    long now = System.nanoTime();
    if (now - lastConfirmed < CONFIRM_EVERY_MS * 1_000_000L
        || !CONFIRMING.compareAndSet(false, true)) {
      return OptionalLong.empty();
    }
    try {
      // What survives a full collection is what is really held; the JVM collects this way anyway
      // before it gives up with an OutOfMemoryError.
      System.gc();
      lastConfirmed = System.nanoTime();
      OptionalLong used = usedAfterLastCollection();
      if (used.isEmpty() || used.getAsLong() < EXHAUSTED * Runtime.getRuntime().maxMemory()) {
        return OptionalLong.empty();
      }
      releaseReserve();
      for (HeapWatch watch : WATCHED) {
        watch.exhausted(used.getAsLong());
      }
      return used;
    } finally {
      CONFIRMING.set(false);
    }
  }

  private void exhausted(long used) {
    exhaust(
        "is exhausted: "
            + megabytes(used)
            + " of its maximum "
            + megabytes(maxHeap)
            + " are in use after a full garbage collection",
        used);
  }

  /**
   * Stops the run, once, saying that the heap {@code how}; {@code used} is the figure, kept for the
   * message when there is no room to write it.
   */
  private synchronized void exhaust(String how, long used) {
    if (exhausted != null) {
      return;
    }
    try {
      exhausted =
          "The heap of the test JVM "
              + how
              + "; the capture holds "
              + holdings.get()
              + ", the rest is the runner's and the pipeline's (elements waiting in bundles, state,"
              + " inputs) and the JVM's. The run was stopped here, so that the test JVM and the"
              + " next scenario survive. "
              + advice();
    } catch (OutOfMemoryError e) {
      // Even the reserve did not leave room for what the capture holds: say the figure alone.
      exhausted =
          "The heap of the test JVM ran out: "
              + (used >> 20)
              + " MB of its maximum "
              + (maxHeap >> 20)
              + " MB in use. "
              + advice();
    }
    try {
      Thread stopping = new Thread(stop, "pipespec-heap-watch-stop");
      stopping.setDaemon(true);
      stopping.start();
    } catch (OutOfMemoryError e) {
      stop.run();
    }
  }

  /** Listens to every collection of the JVM, once; the listener only looks at watched runs. */
  private static void listenToCollections() {
    if (!LISTENING.compareAndSet(false, true)) {
      return;
    }
    for (GarbageCollectorMXBean collector : ManagementFactory.getGarbageCollectorMXBeans()) {
      if (collector instanceof NotificationEmitter emitter) {
        emitter.addNotificationListener(
            (notification, handback) -> {
              try {
                if (!WATCHED.isEmpty()
                    && notification.getUserData() instanceof CompositeData data
                    && !"System.gc()".equals(info(data).getGcCause())
                    && heapUsed(info(data).getGcInfo().getMemoryUsageAfterGc())
                        >= SUSPECT * Runtime.getRuntime().maxMemory()) {
                  Thread confirming = new Thread(HeapWatch::confirmQuietly, "pipespec-heap-watch");
                  confirming.setDaemon(true);
                  confirming.start();
                }
              } catch (OutOfMemoryError e) {
                // The heap ran out under the listener itself: the run's threads are told so.
              }
            },
            notification -> "com.sun.management.gc.notification".equals(notification.getType()),
            null);
      }
    }
  }

  /** {@link #confirm} on a thread of its own, which must not die of the heap it looks at. */
  private static void confirmQuietly() {
    try {
      confirm();
    } catch (OutOfMemoryError e) {
      releaseReserve();
    }
  }

  private static com.sun.management.GarbageCollectionNotificationInfo info(CompositeData data) {
    return com.sun.management.GarbageCollectionNotificationInfo.from(data);
  }

  /**
   * The heap in use after the latest garbage collection, summed over its pools; empty when the
   * collectors do not say (a JVM without {@code com.sun.management}), or none has run yet.
   */
  static OptionalLong usedAfterLastCollection() {
    com.sun.management.GcInfo latest = null;
    for (GarbageCollectorMXBean collector : ManagementFactory.getGarbageCollectorMXBeans()) {
      if (collector instanceof com.sun.management.GarbageCollectorMXBean reporting) {
        com.sun.management.GcInfo info = reporting.getLastGcInfo();
        if (info != null && (latest == null || info.getEndTime() > latest.getEndTime())) {
          latest = info;
        }
      }
    }
    return latest == null
        ? OptionalLong.empty()
        : OptionalLong.of(heapUsed(latest.getMemoryUsageAfterGc()));
  }

  /** The collection reports every pool, Metaspace and code caches too; only the heap counts. */
  private static long heapUsed(Map<String, MemoryUsage> afterCollection) {
    long used = 0;
    for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
      MemoryUsage after = afterCollection.get(pool.getName());
      if (pool.getType() == MemoryType.HEAP && after != null) {
        used += after.getUsed();
      }
    }
    return used;
  }

  /**
   * Whether the heap in use after the latest garbage collection is above {@link #SUSPECT} of the
   * maximum: a failure seen then is most likely the heap's, whatever the runner reported.
   */
  public static boolean isNearlyExhausted() {
    OptionalLong used = usedAfterLastCollection();
    return used.isPresent() && used.getAsLong() >= SUSPECT * Runtime.getRuntime().maxMemory();
  }

  /** "150 MB of its maximum 160 MB in use after the latest garbage collection", for messages. */
  public static String describeHeap() {
    OptionalLong used = usedAfterLastCollection();
    String max = "its maximum " + megabytes(Runtime.getRuntime().maxMemory());
    return used.isPresent()
        ? megabytes(used.getAsLong()) + " of " + max + " in use after the latest garbage collection"
        : max;
  }

  /** How to give a test more heap, or need less: the end of every message about memory. */
  public static String advice() {
    return "Raise the maximum heap of the test JVM (now "
        + megabytes(Runtime.getRuntime().maxMemory())
        + "; Maven Surefire: <argLine>-Xmx1g</argLine>, the console launcher: java -Xmx1g), or"
        + " make the scenario's output smaller: fewer or smaller elements.";
  }

  /** "160 MB", "1.5 GB", "300 KB", "12 bytes". */
  public static String megabytes(long bytes) {
    if (bytes >= 10L << 30) {
      return (bytes >> 30) + " GB";
    }
    if (bytes >= 1L << 30) {
      return String.format(Locale.ROOT, "%.1f GB", bytes / (double) (1L << 30));
    }
    if (bytes >= 1L << 20) {
      return (bytes >> 20) + " MB";
    }
    return bytes >= 1L << 10 ? (bytes >> 10) + " KB" : bytes + " bytes";
  }
}
