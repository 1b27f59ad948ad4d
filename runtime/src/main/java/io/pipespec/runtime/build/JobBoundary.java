package io.pipespec.runtime.build;

import io.pipespec.beam.TransformNodes;
import io.pipespec.runtime.build.AsWritten.Role;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.io.GenerateSequence;
import org.apache.beam.sdk.io.WriteFiles;
import org.apache.beam.sdk.options.ValueProvider;
import org.apache.beam.sdk.runners.TransformHierarchy;
import org.apache.beam.sdk.transforms.View;
import org.apache.beam.sdk.transforms.display.DisplayData;
import org.apache.beam.sdk.values.PCollection;

/**
 * Where a built job meets what is outside the test: its reads and its writes, the ones a job test
 * must replace, capture or let run as written ({@code @RunsAsWritten}).
 *
 * <ul>
 *   <li>A <b>read</b> is an outermost transform that consumes nothing: a {@code TextIO.Read}, a
 *       {@code Read.from(source)}, a {@code Create}. Those in {@link #IN_MEMORY} touch nothing
 *       outside the JVM and are never refused.
 *   <li>A <b>write</b> is an outermost transform that consumes a {@code PCollection} and whose
 *       outputs, if it has any, no transform outside it consumes: a {@code TextIO.Write} (which
 *       makes {@code PDone}), a {@code FileIO.Write} whose {@code WriteFilesResult} is left unused,
 *       a {@code ParDo} whose output nothing reads. Such a step can only matter by its side
 *       effects, which is why it is a write even when its code looks pure: Pipespec cannot tell a
 *       {@code DoFn} that calls a service from one that computes, and a step whose result nothing
 *       reads is most often the former or a mistake.
 * </ul>
 *
 * A step that makes a side input's view ({@code View.asSingleton()}, and the view Beam builds
 * inside every {@code Combine.globally}) is neither: the graph shows no consumer of it, yet the
 * steps that take the side input read it, and it touches nothing outside the job.
 *
 * <p>"Outermost": a composite that is a read or a write is not looked into, and a composite that is
 * neither is, so that a read or write nested in a step of the job (a {@code ReadReferenceData}
 * inside {@code Enrich}) is found under its full name. The reads a test replaced and the writes it
 * captured are left out, with everything inside them; a composite that holds one of them is looked
 * into, so that a test may capture {@code Evens/Write} and the rest of {@code Evens} is judged on
 * its own.
 */
final class JobBoundary {

  /**
   * The sources that read only what the job holds in memory, by class: Beam's {@code
   * Create.of(...)}, {@code Create.timestamped(...)}, {@code Create.windowedValues(...)}, {@code
   * TestStream}, {@code GenerateSequence} and {@code Impulse}. An exact class, not a subclass,
   * which could read anything. {@code Create.ofProvider} reads a {@code ValueProvider} and {@code
   * PeriodicImpulse} fires on the clock: neither is in the list.
   */
  static final Set<String> IN_MEMORY =
      Set.of(
          "org.apache.beam.sdk.transforms.Create$Values",
          "org.apache.beam.sdk.transforms.Create$TimestampedValues",
          "org.apache.beam.sdk.transforms.Create$WindowedValues",
          "org.apache.beam.sdk.testing.TestStream",
          "org.apache.beam.sdk.io.GenerateSequence",
          "org.apache.beam.sdk.transforms.Impulse");

  /** A read or a write of the job. */
  record Exit(TransformHierarchy.Node node, Role role) {
    String name() {
      return node.getFullName();
    }

    String type() {
      return userClass(node);
    }

    String simpleType() {
      return type().substring(type().lastIndexOf('.') + 1);
    }

    /** Whether {@code @Output} can capture it: one main input, nothing made. */
    boolean capturable(Pipeline pipeline) {
      return role == Role.WRITE
          && node.getOutputs().isEmpty()
          && node.toAppliedPTransform(pipeline).getMainInputs().size() == 1;
    }
  }

  private final List<TransformHierarchy.Node> nodes;
  private final List<Exit> exits;
  private final List<TransformHierarchy.Node> inMemory;

  private JobBoundary(
      List<TransformHierarchy.Node> nodes,
      List<Exit> exits,
      List<TransformHierarchy.Node> inMemory) {
    this.nodes = nodes;
    this.exits = exits;
    this.inMemory = inMemory;
  }

  /**
   * The reads and writes of {@code pipeline}, but those whose full names are in {@code handled}
   * (the reads replaced, the writes captured) and what is inside them.
   */
  static JobBoundary of(Pipeline pipeline, Set<String> handled) {
    List<TransformHierarchy.Node> nodes = new ArrayList<>();
    TransformNodes.forEach(pipeline, nodes::add);
    Map<PCollection<?>, List<String>> consumers = new HashMap<>();
    for (TransformHierarchy.Node node : nodes) {
      node.getInputs()
          .values()
          .forEach(
              input ->
                  consumers
                      .computeIfAbsent(input, any -> new ArrayList<>())
                      .add(node.getFullName()));
    }
    List<Exit> exits = new ArrayList<>();
    List<TransformHierarchy.Node> inMemory = new ArrayList<>();
    pipeline.traverseTopologically(
        new Pipeline.PipelineVisitor.Defaults() {
          @Override
          public CompositeBehavior enterCompositeTransform(TransformHierarchy.Node node) {
            if (node.isRootNode()) {
              return CompositeBehavior.ENTER_TRANSFORM;
            }
            String name = node.getFullName();
            if (handled.contains(name)) {
              return CompositeBehavior.DO_NOT_ENTER_TRANSFORM;
            }
            // A composite that holds a replaced read or a captured write (Evens, around
            // Evens/Write) is looked into, so that the rest of it is judged part by part.
            if (handled.stream().anyMatch(inside -> inside.startsWith(name + "/"))) {
              return CompositeBehavior.ENTER_TRANSFORM;
            }
            return classify(node)
                ? CompositeBehavior.DO_NOT_ENTER_TRANSFORM
                : CompositeBehavior.ENTER_TRANSFORM;
          }

          @Override
          public void visitPrimitiveTransform(TransformHierarchy.Node node) {
            if (!handled.contains(node.getFullName())) {
              classify(node);
            }
          }

          /** Adds {@code node} when it reads or writes; says whether it did. */
          private boolean classify(TransformHierarchy.Node node) {
            if (node.getInputs().isEmpty()) {
              if (IN_MEMORY.contains(userClass(node)) && !endless(node)) {
                inMemory.add(node);
              } else {
                exits.add(new Exit(node, Role.READ));
              }
              return true;
            }
            if (makesView(node)) {
              // A side input's view: read by the steps that take it, whatever the graph's edges
              // say, and touching nothing outside the job.
              return true;
            }
            if (consumedOutside(node, consumers).isEmpty()) {
              exits.add(new Exit(node, Role.WRITE));
              return true;
            }
            return false;
          }
        });
    return new JobBoundary(List.copyOf(nodes), List.copyOf(exits), List.copyOf(inMemory));
  }

  /**
   * The class of the node's transform as its user knows it, by name: {@code
   * org.apache.beam.sdk.io.TextIO$Read}, not AutoValue's subclass of it.
   */
  static String userClass(TransformHierarchy.Node node) {
    if (node.getTransform() == null) {
      return "?";
    }
    Class<?> type = node.getTransform().getClass();
    while (type.getSimpleName().startsWith("AutoValue_") && type.getSuperclass() != null) {
      type = type.getSuperclass();
    }
    return type.getName();
  }

  /**
   * Whether {@code node} is a read from memory that never ends: a {@code GenerateSequence} without
   * {@code .to(...)}, whose job would run until the timeout. It is a read to replace.
   */
  static boolean endless(TransformHierarchy.Node node) {
    return node.getTransform() instanceof GenerateSequence
        && node.getOutputs().values().stream()
            .anyMatch(output -> output.isBounded() == PCollection.IsBounded.UNBOUNDED);
  }

  /**
   * Whether {@code node} makes a side input's view ({@code View.asSingleton()} and its kin, and the
   * {@code View.CreatePCollectionView} inside them and inside {@code Combine.globally}): Beam's own
   * step, whose view the graph does not show as consumed.
   */
  private static boolean makesView(TransformHierarchy.Node node) {
    return node.getTransform() instanceof View.CreatePCollectionView<?, ?>
        || userClass(node).startsWith(View.class.getName() + "$");
  }

  /** The transforms outside {@code node} that consume one of its outputs. */
  private static List<String> consumedOutside(
      TransformHierarchy.Node node, Map<PCollection<?>, List<String>> consumers) {
    String name = node.getFullName();
    List<String> outside = new ArrayList<>();
    for (Object output : node.getOutputs().values()) {
      for (String consumer : consumers.getOrDefault(output, List.of())) {
        if (!consumer.equals(name) && !consumer.startsWith(name + "/")) {
          outside.add(consumer);
        }
      }
    }
    return outside;
  }

  /** The reads and writes, in the graph's order. */
  List<Exit> exits() {
    return exits;
  }

  /** The reads from memory ({@link #IN_MEMORY}), which run as written and need no test's leave. */
  List<TransformHierarchy.Node> inMemory() {
    return inMemory;
  }

  /** The read or write of full name {@code name}. */
  Optional<Exit> exit(String name) {
    return exits.stream().filter(exit -> exit.name().equals(name)).findFirst();
  }

  /** The read or write that holds the transform {@code name} inside it. */
  Optional<Exit> enclosing(String name) {
    return exits.stream().filter(exit -> name.startsWith(exit.name() + "/")).findFirst();
  }

  /** The reads and writes inside the transform {@code name}. */
  List<Exit> inside(String name) {
    return exits.stream().filter(exit -> exit.name().startsWith(name + "/")).toList();
  }

  /** {@code exit} as it ran: with where it writes files, when the graph says. */
  AsWritten asWritten(Exit exit) {
    return new AsWritten(
        exit.name(),
        exit.role(),
        exit.type(),
        exit.role() == Role.WRITE ? filesWritten(exit.name()) : Optional.empty());
  }

  /**
   * Where a write of files puts them, from the display data of the {@code WriteFiles} in it (the
   * file name pattern, such as {@code /data/totals/scores-SSSSS-of-NNNNN.csv}), else the temporary
   * directory Beam writes them in first; empty when it writes no files or the graph does not say (a
   * name known only at run time).
   */
  private Optional<String> filesWritten(String write) {
    List<String> places = new ArrayList<>();
    for (TransformHierarchy.Node node : nodes) {
      if ((node.getFullName().equals(write) || node.getFullName().startsWith(write + "/"))
          && node.getTransform() instanceof WriteFiles<?, ?, ?> files) {
        fileNames(files).filter(place -> !places.contains(place)).ifPresent(places::add);
      }
    }
    return places.isEmpty() ? Optional.empty() : Optional.of(String.join(" and ", places));
  }

  private static Optional<String> fileNames(WriteFiles<?, ?, ?> files) {
    try {
      for (DisplayData.Item item : DisplayData.from(files.getSink()).items()) {
        if (item.getKey().equals("filenamePattern") || item.getKey().equals("filePrefix")) {
          return Optional.of("files named " + item.getValue());
        }
      }
      ValueProvider<?> temp = files.getSink().getTempDirectoryProvider();
      return temp.isAccessible()
          ? Optional.of("files, first to the temporary directory " + temp.get())
          : Optional.empty();
    } catch (RuntimeException unreadable) {
      return Optional.empty();
    }
  }
}
