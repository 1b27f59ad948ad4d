package io.pipespec.runtime.explore;

import static com.google.common.truth.Truth.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The members of a family: admissible, distinct, deterministic from the seed. */
class PerturbationsTest {

  /** One input of two segments: three elements, then two. */
  private static final Member WRITTEN =
      Member.written(
          List.of(List.of(Arrangement.inOrder(3, List.of()), Arrangement.inOrder(2, List.of()))));

  private static List<Member> members(long seed, int most) {
    List<Member> members = new ArrayList<>();
    for (Member member : new Perturbations(WRITTEN, List.of(), seed)) {
      members.add(member);
      if (members.size() == most) {
        break;
      }
    }
    return members;
  }

  @Test
  void theFamilyIsEveryOrderAndCutOfEachSegmentButTheWrittenOne() {
    // 3! orders x 2^2 cuts, times 2! x 2^1: 24 x 4 = 96, less the written member
    assertThat(new Perturbations(WRITTEN, List.of(), 1).familySize()).isEqualTo(95);
    List<Member> all = members(1, 1_000);
    assertThat(all).hasSize(95);
    assertThat(new HashSet<>(all)).hasSize(95);
    assertThat(all).doesNotContain(WRITTEN);
  }

  @Test
  void noElementLeavesItsSegmentAndNoneIsDroppedOrRepeated() {
    for (Member member : members(5, 1_000)) {
      assertThat(new HashSet<>(member.arrangement(0, 0).order())).containsExactly(0, 1, 2);
      assertThat(new HashSet<>(member.arrangement(0, 1).order())).containsExactly(0, 1);
    }
  }

  @Test
  void theSameSeedDrawsTheSameMembersInTheSameOrder() {
    assertThat(members(42, 40)).containsExactlyElementsIn(members(42, 40)).inOrder();
    // The structured members come first whatever the seed; the random ones differ
    assertThat(members(42, 40)).isNotEqualTo(members(43, 40));
  }

  @Test
  void theFirstMembersReverseEverySegmentAndCutEveryElementIntoItsOwnBundle() {
    List<Member> first = members(9, 2);
    assertThat(first.get(0).arrangement(0, 0).order()).containsExactly(2, 1, 0).inOrder();
    assertThat(first.get(0).arrangement(0, 1).order()).containsExactly(1, 0).inOrder();
    assertThat(first.get(1).arrangement(0, 0).cuts()).containsExactly(1, 2);
  }

  @Test
  void aLargeSegmentIsCutIntoAHandfulOfBundlesAtRandomGapsExceptWhenEveryElementIsCut() {
    int size = 301;
    Member large = Member.written(List.of(List.of(Arrangement.inOrder(size, List.of()))));
    List<Member> members = new ArrayList<>();
    for (Member member : new Perturbations(large, List.of(), 7)) {
      members.add(member);
      if (members.size() == 200) {
        break;
      }
    }
    // The structured member that cuts every gap is kept whole: one bundle per element.
    assertThat(members.get(1).arrangement(0, 0).cuts()).hasSize(size - 1);
    Set<Integer> counts = new HashSet<>();
    Set<Integer> gaps = new HashSet<>();
    for (Member random : members.subList(4, members.size())) {
      List<Integer> cuts = random.arrangement(0, 0).cuts();
      assertThat(cuts.size()).isAtMost(Perturbations.MOST_RANDOM_BUNDLES - 1);
      assertThat(new HashSet<>(random.arrangement(0, 0).order())).hasSize(size);
      counts.add(cuts.size());
      gaps.addAll(cuts);
    }
    // Whole segments, a handful of bundles, and anything between; cut anywhere.
    assertThat(counts).contains(0);
    assertThat(counts).contains(Perturbations.MOST_RANDOM_BUNDLES - 1);
    assertThat(gaps.size()).isGreaterThan(size / 2);
    assertThat(gaps).contains(1);
    assertThat(gaps).contains(size - 1);
  }

  @Test
  void aSegmentOfAHandfulOfElementsMayBeCutAtEveryGap() {
    int size = Perturbations.MOST_RANDOM_BUNDLES;
    Member small = Member.written(List.of(List.of(Arrangement.inOrder(size, List.of()))));
    int most = 0;
    int members = 0;
    for (Member member : new Perturbations(small, List.of(), 3)) {
      // Past the structured members, one of which cuts every gap.
      if (++members > 4) {
        most = Math.max(most, member.arrangement(0, 0).cuts().size());
      }
      if (members == 400) {
        break;
      }
    }
    assertThat(most).isEqualTo(size - 1);
  }

  @Test
  void aSegmentOfOneElementHasNothingToPerturb() {
    Member single = Member.written(List.of(List.of(Arrangement.inOrder(1, List.of()))));
    assertThat(new Perturbations(single, List.of(), 1).anythingToPerturb()).isFalse();
  }

  @Test
  void movedCountsAnElementOnceHoweverFarItWent() {
    Set<Integer> moved = new Arrangement(List.of(3, 0, 1, 2), List.of()).moved();
    assertThat(moved).containsExactly(3);
    assertThat(new Arrangement(List.of(1, 0), List.of()).moved()).containsExactly(1);
    assertThat(Arrangement.inOrder(4, List.of(2)).moved()).isEmpty();
  }
}
