package io.pipespec.runtime.explore;

import io.pipespec.runtime.explore.Finding.SegmentLanes;
import io.pipespec.runtime.verdict.expect.ElementTexts;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * What a member of a scenario's family does otherwise than the run as written, in words ("{@code
 * b @ 00:02} arrives before {@code a @ 00:01} in the segment before {@code watermark 00:10}") and
 * as lanes for the report.
 */
final class Differences {

  private final List<ExploredInput> inputs;
  private final Member written;
  private final List<Perturbation<?>> dimensions;

  Differences(List<ExploredInput> inputs, Member written, List<Perturbation<?>> dimensions) {
    this.dimensions = List.copyOf(dimensions);
    this.inputs = List.copyOf(inputs);
    this.written = written;
  }

  /**
   * The moved elements of a segment told one by one; the others are counted. A finding that shrank
   * as far as its budget allowed may still move hundreds, and the scenario to paste has them all.
   */
  static final int TOLD = 5;

  /**
   * The elements of a segment past which its bundles are counted and what it holds is cut short.
   */
  static final int LISTED = 20;

  /** One line per way {@code member} differs from the written run. */
  List<String> of(Member member) {
    List<String> lines = new ArrayList<>();
    for (ChangedSegment changed : changedSegments(member)) {
      ExploredInput input = changed.input();
      Arrangement arranged = changed.arranged();
      Arrangement as = changed.written();
      List<String> texts = printable(input.elementTexts(changed.segment()));
      String prefix = inputs.size() > 1 ? "in " + input.label() + ", " : "";
      String where = prefix + input.where(changed.segment());
      List<Integer> moved = List.copyOf(arranged.moved());
      for (int m : moved.subList(0, Math.min(TOLD, moved.size()))) {
        lines.add(movedLine(arranged, m, texts) + " in " + where);
      }
      if (moved.size() > TOLD) {
        lines.add(
            (moved.size() - TOLD) + " more elements arrive out of their written place in " + where);
      }
      if (!arranged.cuts().equals(as.cuts())) {
        lines.add(
            arranged.size() > LISTED
                ? where + " arrives in " + (arranged.cuts().size() + 1) + " bundles"
                : where + " arrives in the bundles " + bundles(arranged, texts));
      }
      int dropped = as.size() - arranged.size();
      if (dropped > 0) {
        List<String> held =
            arranged.order().stream().map(texts::get).map(t -> "`" + t + "`").toList();
        lines.add(
            where
                + " holds only "
                + (held.size() > LISTED
                    ? "the "
                        + held.size()
                        + " elements ["
                        + String.join(", ", held.subList(0, LISTED))
                        + ", ...]"
                    : held.toString()));
      }
    }
    for (Perturbation<?> dimension : dimensions) {
      told(dimension, member, inputs).ifPresent(lines::add);
    }
    if (lines.isEmpty()) {
      lines.add("it runs as written");
    }
    return lines;
  }

  /** The written and the failing arrival of each segment {@code member} changes. */
  List<SegmentLanes> lanes(Member member) {
    List<SegmentLanes> lanes = new ArrayList<>();
    for (ChangedSegment changed : changedSegments(member)) {
      ExploredInput input = changed.input();
      List<String> texts = printable(input.elementTexts(changed.segment()));
      lanes.add(
          new SegmentLanes(
              input.label() + ", " + input.where(changed.segment()),
              changed.written().bundles(texts),
              changed.arranged().bundles(texts),
              changed.arranged().moved().stream().map(texts::get).toList()));
    }
    return lanes;
  }

  /**
   * The steps as messages and the report write them: a control or bidirectional character in an
   * element's step written as its escape, as failure messages write elements.
   */
  private static List<String> printable(List<String> steps) {
    return steps.stream().map(ElementTexts::printable).toList();
  }

  /** A segment of an input that {@code member} arranges otherwise than the run as written. */
  private record ChangedSegment(
      ExploredInput input, int segment, Arrangement arranged, Arrangement written) {}

  /** The segments {@code member} changes, input by input, in order. */
  private List<ChangedSegment> changedSegments(Member member) {
    List<ChangedSegment> changed = new ArrayList<>();
    for (int i = 0; i < inputs.size(); i++) {
      for (int s = 0; s < member.inputs().get(i).size(); s++) {
        Arrangement arranged = member.arrangement(i, s);
        Arrangement as = written.arrangement(i, s);
        if (!arranged.equals(as)) {
          changed.add(new ChangedSegment(inputs.get(i), s, arranged, as));
        }
      }
    }
    return changed;
  }

  /**
   * "{@code b} arrives before {@code a}": the first element written before {@code moved} that it
   * now precedes, or after, when it arrives later than written.
   */
  private static String movedLine(Arrangement arranged, int moved, List<String> texts) {
    int position = arranged.order().indexOf(moved);
    for (int later = position + 1; later < arranged.order().size(); later++) {
      int other = arranged.order().get(later);
      if (other < moved) {
        return "`" + texts.get(moved) + "` arrives before `" + texts.get(other) + "`";
      }
    }
    for (int earlier = position - 1; earlier >= 0; earlier--) {
      int other = arranged.order().get(earlier);
      if (other > moved) {
        return "`" + texts.get(moved) + "` arrives after `" + texts.get(other) + "`";
      }
    }
    return "`" + texts.get(moved) + "` arrives out of its written place";
  }

  /** {@code [a, b] [c]}: the bundles of an arrangement, by their elements' texts. */
  static String bundles(Arrangement arranged, List<String> texts) {
    return arranged.bundles(texts).stream()
        .map(bundle -> bundle.stream().collect(Collectors.joining(", ", "[", "]")))
        .collect(Collectors.joining(" "));
  }

  /** What {@code member} does otherwise along {@code dimension}, if anything. */
  private static <V> java.util.Optional<String> told(
      Perturbation<V> dimension, Member member, List<ExploredInput> inputs) {
    return dimension.told(member.value(dimension), member, inputs);
  }
}
