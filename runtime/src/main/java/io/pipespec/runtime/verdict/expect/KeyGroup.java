package io.pipespec.runtime.verdict.expect;

import io.pipespec.runtime.capture.CapturedElement;
import io.pipespec.runtime.verdict.expect.MultisetComparison.Tally;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

/** The distinct elements of one key that differs, as {@link KeyedComparison} pairs them. */
final class KeyGroup {

  final @Nullable Object key;
  final List<Member> members = new ArrayList<>(1);

  KeyGroup(@Nullable Object key) {
    this.key = key;
  }

  /** How many elements of this key are expected. */
  long expectedCount() {
    long count = 0;
    for (Member member : members) {
      count += member.expected;
    }
    return count;
  }

  /**
   * One distinct element of the key: its tally in the multiset comparison, its value and key, how
   * often it is expected, and where it arrived in scope (all of it once {@link KeyedComparison} has
   * completed what the tally keeps).
   */
  static final class Member {
    final Tally tally;
    final @Nullable Object value;
    final @Nullable Object key;
    final long expected;
    final List<CapturedElement> arrivals;

    Member(Tally tally, @Nullable Object value, @Nullable Object key) {
      this.tally = tally;
      this.value = value;
      this.key = key;
      this.expected = tally.expected();
      this.arrivals = new ArrayList<>(tally.arrivals());
    }
  }
}
