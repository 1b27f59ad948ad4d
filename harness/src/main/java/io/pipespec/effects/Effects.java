package io.pipespec.effects;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.EXPERIMENTAL;
import static org.apiguardian.api.API.Status.INTERNAL;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import org.apiguardian.api.API;
import org.jspecify.annotations.Nullable;

/**
 * The effects the fake external systems of this JVM recorded, and the hook that marks a failed
 * attempt.
 *
 * <p>The records live in the JVM, not in a fake, so that a fake serialized into a pipeline and
 * deserialized in a runner's thread (the DirectRunner, Flink embedded) records where the test
 * reads. A scenario run opens a {@link Recording} for its thread group: every effect made in a
 * thread of that group is that run's, so scenarios run in parallel never see each other's. An
 * effect made in a thread of no run's group (a runner that keeps threads across runs) goes to the
 * one run open; while several are open it cannot be told whose it is, and each of them says so
 * ({@link Recording#unattributable()}). Effects made while no run is open (the harness driven by
 * hand) are read with {@link #recorded(String)}.
 *
 * <p>A failed bundle attempt is marked on the thread that runs it ({@link #startAttempt()}): the
 * function harness's {@code BundleAttempt} does, and so may any retry machinery ({@link
 * #inFailedAttempt(Runnable)}). An effect made there remembers it, so that a message can tell a
 * call made again by a retry from a plain duplicate.
 */
@API(status = EXPERIMENTAL)
public final class Effects {

  private static final Object LOCK = new Object();
  private static final List<Recording> OPEN = new ArrayList<>();
  private static final List<Made> UNSCOPED = new ArrayList<>();
  private static final ThreadLocal<@Nullable Attempt> ATTEMPT = new ThreadLocal<>();

  /**
   * The names of every fake made in this JVM: an expectation of no call on a name no fake bears
   * would pass whatever the function did, so it is told from one on a fake that was not called.
   */
  private static final Set<String> NAMED = ConcurrentHashMap.newKeySet();

  private Effects() {}

  /** One recorded call, with the attempt it was made in (null outside any). */
  private record Made(
      String system, String operation, List<String> arguments, @Nullable Attempt in) {
    Effect effect() {
      return new Effect(system, operation, arguments, in != null && in.failed);
    }
  }

  /** Records a call of a fake; its arguments already rendered. */
  static void record(String system, String operation, List<String> arguments) {
    Made made = new Made(system, operation, arguments, ATTEMPT.get());
    synchronized (LOCK) {
      Recording owner = owner(Thread.currentThread().getThreadGroup());
      if (owner != null) {
        owner.made.add(made);
      } else if (OPEN.size() == 1) {
        OPEN.get(0).made.add(made);
      } else if (OPEN.isEmpty()) {
        UNSCOPED.add(made);
      } else {
        for (Recording open : OPEN) {
          open.made.add(made);
          open.unattributable =
              "the fake external system '"
                  + system
                  + "' was called from a thread of no scenario ("
                  + Thread.currentThread().getName()
                  + ") while "
                  + OPEN.size()
                  + " scenarios ran at once, so whose call it was cannot be told. Run the tests"
                  + " that expect effects one at a time (pipespec.parallel.enabled=false).";
        }
      }
    }
  }

  private static @Nullable Recording owner(@Nullable ThreadGroup group) {
    for (ThreadGroup at = group; at != null; at = at.getParent()) {
      for (Recording open : OPEN) {
        if (open.group == at) {
          return open;
        }
      }
    }
    return null;
  }

  /**
   * The effects on {@code system} made while no scenario run was recording (a test that drives the
   * harness itself), in the order they were made.
   */
  public static List<Effect> recorded(String system) {
    requireNonNull(system, "system");
    synchronized (LOCK) {
      return UNSCOPED.stream().filter(m -> m.system.equals(system)).map(Made::effect).toList();
    }
  }

  /** Whether a fake named {@code system} was made in this JVM (by {@link ExternalSystem}). */
  @API(status = INTERNAL)
  public static boolean isNamed(String system) {
    return NAMED.contains(system);
  }

  /** The names of the fakes made in this JVM, sorted. */
  @API(status = INTERNAL)
  public static Set<String> named() {
    return new TreeSet<>(NAMED);
  }

  static void named(String system) {
    NAMED.add(system);
  }

  /** Forgets the effects {@link #recorded(String)} reads, for the next test. */
  public static void clear() {
    synchronized (LOCK) {
      UNSCOPED.clear();
    }
  }

  /**
   * Marks the bundle attempt this thread runs from now on, until {@link Attempt#fail()} or {@link
   * Attempt#end()}: effects made meanwhile on this thread remember whether it failed.
   */
  public static Attempt startAttempt() {
    Attempt attempt = new Attempt(ATTEMPT.get());
    ATTEMPT.set(attempt);
    return attempt;
  }

  /** Runs {@code work} as an attempt that fails after it, however it ends. */
  public static void inFailedAttempt(Runnable work) {
    Attempt attempt = startAttempt();
    try {
      work.run();
    } finally {
      attempt.fail();
    }
  }

  /** A bundle attempt marked on a thread. */
  public static final class Attempt {
    private final @Nullable Attempt outer;
    private volatile boolean failed;

    private Attempt(@Nullable Attempt outer) {
      this.outer = outer;
    }

    /** The attempt failed: its effects say so. It is no longer this thread's attempt. */
    public void fail() {
      failed = true;
      end();
    }

    /** The attempt ended (committed, or failed after {@link #fail()}); its mark is taken off. */
    public void end() {
      if (ATTEMPT.get() == this) {
        ATTEMPT.set(outer);
      }
    }
  }

  /**
   * Starts recording the effects of the threads of {@code group} (a scenario run's), until {@link
   * Recording#close()}.
   */
  @API(status = INTERNAL)
  public static Recording record(ThreadGroup group) {
    Recording recording = new Recording(requireNonNull(group, "group"));
    synchronized (LOCK) {
      OPEN.add(recording);
    }
    return recording;
  }

  /** The effects of one scenario run, recorded while it is open. */
  @API(status = INTERNAL)
  public static final class Recording implements AutoCloseable {
    private final ThreadGroup group;
    private final List<Made> made = new ArrayList<>();
    private @Nullable String unattributable;

    private Recording(ThreadGroup group) {
      this.group = group;
    }

    /** Every effect recorded so far, on every system, in the order made. */
    public List<Effect> effects() {
      synchronized (LOCK) {
        return made.stream().map(Made::effect).toList();
      }
    }

    /** Why this run's effects cannot be told from another's; empty when they can. */
    public Optional<String> unattributable() {
      synchronized (LOCK) {
        return Optional.ofNullable(unattributable);
      }
    }

    /** Stops recording; what was recorded stays readable. */
    @Override
    public void close() {
      synchronized (LOCK) {
        OPEN.remove(this);
      }
    }
  }
}
