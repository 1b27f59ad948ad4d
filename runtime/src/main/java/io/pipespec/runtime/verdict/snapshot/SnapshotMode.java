package io.pipespec.runtime.verdict.snapshot;

import static org.apiguardian.api.API.Status.INTERNAL;

import java.util.Locale;
import org.apiguardian.api.API;

/** What a run may do with snapshot files ({@code pipespec.snapshots}). */
@API(status = INTERNAL)
public enum SnapshotMode {
  /** Compare the output with its file; never write one. A missing file fails. */
  VERIFY,
  /** Write the files that are missing (the expectation passes, with a note); verify the others. */
  RECORD,
  /** Write the missing files and rewrite those that differ from the output; leave the others. */
  UPDATE;

  /** What a value may be, for messages about one that is none of the modes. */
  public static final String FORMS =
      "expected verify (compare with the snapshot files, write none), record (write the missing"
          + " ones) or update (write the missing ones and rewrite those that differ)";

  /** How the configuration writes it: {@code verify}, {@code record}, {@code update}. */
  public String word() {
    return name().toLowerCase(Locale.ROOT);
  }

  /**
   * The mode a configuration value names, whatever its case and surrounding blanks.
   *
   * @throws IllegalArgumentException naming the three modes when {@code value} is none of them
   */
  public static SnapshotMode of(String value) {
    String word = value.trim().toLowerCase(Locale.ROOT);
    for (SnapshotMode mode : values()) {
      if (mode.word().equals(word)) {
        return mode;
      }
    }
    throw new IllegalArgumentException(FORMS);
  }
}
