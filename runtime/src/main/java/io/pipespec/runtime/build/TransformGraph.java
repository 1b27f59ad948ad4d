package io.pipespec.runtime.build;

import io.pipespec.beam.TransformNodes;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.runners.TransformHierarchy;

/**
 * The transforms of a built job by their full names, for finding the ones a test names: by full
 * name ({@code "Scores/ReadLines"}) or by a last segment only one of them has ({@code
 * "ReadLines"}). A name that matches none or several is explained with the names that exist,
 * closest first.
 */
final class TransformGraph {

  /** How many close names a message lists at most. */
  private static final int LISTED = 5;

  private final List<TransformHierarchy.Node> nodes = new ArrayList<>();

  /** What every full name of the graph begins with, left out of names: "" or a copy's step. */
  private final String scope;

  private TransformGraph(String scope) {
    this.scope = scope;
  }

  static TransformGraph of(Pipeline pipeline) {
    return of(pipeline, "");
  }

  /**
   * The transforms under {@code scope} ({@code "Copy#2/"}, a job copy's step and a slash), named as
   * if the copy were the whole pipeline: {@code "ReadLines"} finds {@code "Copy#2/ReadLines"} and
   * no other copy's.
   */
  static TransformGraph of(Pipeline pipeline, String scope) {
    TransformGraph graph = new TransformGraph(scope);
    TransformNodes.forEach(
        pipeline,
        node -> {
          if (node.getFullName().startsWith(scope)
              && node.getFullName().length() > scope.length()) {
            graph.nodes.add(node);
          }
        });
    return graph;
  }

  /** {@code node}'s full name within the scope. */
  String nameOf(TransformHierarchy.Node node) {
    return node.getFullName().substring(scope.length());
  }

  /** Whether the pipeline has no transform at all. */
  boolean isEmpty() {
    return nodes.isEmpty();
  }

  /**
   * The transform {@code name} names, or the reason it names none or several.
   *
   * @param what who names it, for the message: {@code "@Input(replaces = \"ReadLines\")"}
   */
  Found find(String name, String what) {
    List<TransformHierarchy.Node> exact =
        nodes.stream().filter(n -> nameOf(n).equals(name)).toList();
    if (exact.size() == 1) {
      return new Found(Optional.of(exact.get(0)), "");
    }
    List<TransformHierarchy.Node> bySegment =
        nodes.stream().filter(n -> nameOf(n).endsWith("/" + name)).toList();
    if (bySegment.size() == 1) {
      return new Found(Optional.of(bySegment.get(0)), "");
    }
    if (bySegment.isEmpty()) {
      return new Found(
          Optional.empty(),
          what
              + " names no transform of the job. Name one by its full name or a last segment only it"
              + " has; "
              + closest(name)
              + ".");
    }
    return new Found(
        Optional.empty(),
        what
            + " names "
            + bySegment.size()
            + " transforms: "
            + bySegment.stream().map(n -> "'" + nameOf(n) + "'").toList()
            + ". Give the full name of one of them.");
  }

  /** A transform found, or why none was. */
  record Found(Optional<TransformHierarchy.Node> node, String problem) {}

  /**
   * The transforms close enough to {@code name} to be what it meant (an edit distance, to the full
   * name or its last segments, of at most a third of its length, and at least 2), closest first and
   * at most {@value #LISTED}; the three closest when none is that close; and how many others there
   * are.
   */
  String closest(String name) {
    List<String> names = names(name);
    int near = Math.max(2, name.length() / 3);
    List<String> close =
        names.stream().filter(full -> distance(name, full) <= near).limit(LISTED).toList();
    String intro = "close to it: ";
    if (close.isEmpty()) {
      close = names.subList(0, Math.min(3, names.size()));
      intro = "none is close to it; the closest: ";
    }
    String text = intro + String.join(", ", close.stream().map(n -> "'" + n + "'").toList());
    int others = names.size() - close.size();
    return others > 0
        ? text
            + " (and "
            + others
            + " other transforms, every one listed at the end of this message)"
        : text;
  }

  /** Every transform's full name, closest to {@code name} first. */
  private List<String> names(String name) {
    return nodes.stream()
        .map(this::nameOf)
        .distinct()
        .sorted(
            Comparator.comparingInt((String full) -> distance(name, full))
                .thenComparing(Comparator.naturalOrder()))
        .toList();
  }

  /** "Every transform of the job, by full name: 'A', 'A/B', ...", in the graph's order. */
  String listing() {
    return "Every transform of the job, by full name: "
        + String.join(
            ", ", nodes.stream().map(this::nameOf).distinct().map(n -> "'" + n + "'").toList())
        + ".";
  }

  /**
   * How far {@code name} is from a transform's full name: the edit distance to the full name or to
   * its last segments, whichever is smaller, ignoring case.
   */
  static int distance(String name, String fullName) {
    int best = levenshtein(name.toLowerCase(Locale.ROOT), fullName.toLowerCase(Locale.ROOT));
    int slash = fullName.indexOf('/');
    while (slash >= 0) {
      best =
          Math.min(
              best,
              levenshtein(
                  name.toLowerCase(Locale.ROOT),
                  fullName.substring(slash + 1).toLowerCase(Locale.ROOT)));
      slash = fullName.indexOf('/', slash + 1);
    }
    return best;
  }

  private static int levenshtein(String a, String b) {
    int[] previous = new int[b.length() + 1];
    int[] current = new int[b.length() + 1];
    for (int j = 0; j <= b.length(); j++) {
      previous[j] = j;
    }
    for (int i = 1; i <= a.length(); i++) {
      current[0] = i;
      for (int j = 1; j <= b.length(); j++) {
        int substitution = previous[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
        current[j] = Math.min(substitution, Math.min(previous[j], current[j - 1]) + 1);
      }
      int[] swap = previous;
      previous = current;
      current = swap;
    }
    return previous[b.length()];
  }
}
