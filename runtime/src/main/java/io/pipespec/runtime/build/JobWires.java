package io.pipespec.runtime.build;

import io.pipespec.runtime.suite.JobScenarioSpec;
import io.pipespec.runtime.suite.JobScenarioSpec.CapturedWrite;
import io.pipespec.runtime.suite.JobScenarioSpec.Replacement;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.UnaryOperator;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.coders.Coder;
import org.apache.beam.sdk.runners.PTransformOverride;
import org.apache.beam.sdk.runners.TransformHierarchy;
import org.apache.beam.sdk.values.PCollection;
import org.jspecify.annotations.Nullable;

/**
 * What the reads and writes of a job, or of each of its copies ({@link JobCopies}), are wired to,
 * before anything is replaced: each read an input replaces and each write an output captures, found
 * by name in the job's graph or in one copy's, with its override, the checks of its types once
 * replaced, and the problems of the names that find nothing fitting ({@link JobConstruction#finish}
 * then replaces and refuses for the whole pipeline).
 */
final class JobWires {
  final List<String> problems = new ArrayList<>();
  final List<PTransformOverride> overrides = new ArrayList<>();
  final List<Runnable> checks = new ArrayList<>();
  final Set<String> replaced = new HashSet<>();
  final Set<String> captured = new HashSet<>();
  final List<JobWiring.ReplacedRead> reads = new ArrayList<>();
  final List<JobWiring.CapturedWrite> writes = new ArrayList<>();
  final Map<String, PCollection<?>> outputs = new LinkedHashMap<>();

  /**
   * Finds {@code scenario}'s replaced reads and captured writes in {@code graph} (the whole job, or
   * one copy of it) and adds their overrides.
   *
   * @param outputName the name a write's captured input is captured under
   * @param told whether these are the reads and writes the run's page tells (the first copy's)
   */
  void add(
      JobScenarioSpec scenario,
      Pipeline pipeline,
      TransformGraph graph,
      UnaryOperator<String> outputName,
      boolean told) {
    for (Replacement replacement : scenario.replacements()) {
      String what =
          "The input '"
              + replacement.input().name()
              + "' (@Input(replaces = \""
              + replacement.transform()
              + "\"), "
              + replacement.input().origin()
              + ")";
      TransformGraph.Found found = graph.find(replacement.transform(), what);
      if (found.node().isEmpty()) {
        problems.add(found.problem());
        continue;
      }
      TransformHierarchy.Node node = found.node().get();
      if (!node.getInputs().isEmpty() || node.getOutputs().size() != 1) {
        problems.add(
            what
                + " names '"
                + graph.nameOf(node)
                + "', which is not a read: it consumes "
                + node.getInputs().size()
                + " collections and makes "
                + node.getOutputs().size()
                + ". Name the transform that reads, which consumes nothing and makes one"
                + " PCollection.");
        continue;
      }
      replaced.add(node.getFullName());
      if (told) {
        reads.add(
            new JobWiring.ReplacedRead(
                graph.nameOf(node),
                replacement.transform(),
                replacement.input().name(),
                replacement.input().origin()));
      }
      PCollection<?> original = node.getOutputs().values().iterator().next();
      JobOverrides.Read<?> factory = new JobOverrides.Read<>(replacement.input());
      overrides.add(PTransformOverride.of(JobConstruction.only(node), factory));
      String read = graph.nameOf(node);
      checks.add(() -> checkTypes(what, read, original, factory.replacementOutput, problems));
    }
    for (CapturedWrite write : scenario.writes()) {
      String what =
          "The output '" + write.name() + "' (@Output(of = \"" + write.transform() + "\"))";
      TransformGraph.Found found = graph.find(write.transform(), what);
      if (found.node().isEmpty()) {
        problems.add(found.problem());
        continue;
      }
      TransformHierarchy.Node node = found.node().get();
      List<PCollection<?>> inputs =
          new ArrayList<>(node.toAppliedPTransform(pipeline).getMainInputs().values());
      if (inputs.size() != 1 || !node.getOutputs().isEmpty()) {
        problems.add(
            what
                + " names '"
                + graph.nameOf(node)
                + "', which consumes "
                + inputs.size()
                + " main inputs and makes "
                + node.getOutputs().size()
                + " collections; a captured write consumes one PCollection and makes none"
                + " (PDone), since what a write makes may be read by other steps of the job."
                + " Name a write that makes nothing, such as TextIO.write().");
        continue;
      }
      PCollection<?> input = inputs.get(0);
      String written = graph.nameOf(node);
      write.type().ifPresent(type -> checkDeclaredType(what, written, input, type, problems));
      outputs.put(outputName.apply(write.name()), input);
      if (told) {
        writes.add(new JobWiring.CapturedWrite(write.name(), written));
      }
      captured.add(node.getFullName());
      overrides.add(PTransformOverride.of(JobConstruction.only(node), new JobOverrides.Write<>()));
    }
  }

  /** The replaced read's coder and the input's must encode the same type. */
  private static void checkTypes(
      String what,
      String read,
      PCollection<?> original,
      @Nullable PCollection<?> input,
      List<String> problems) {
    if (input == null) {
      return;
    }
    Coder<?> readCoder;
    Coder<?> inputCoder;
    try {
      readCoder = original.getCoder();
      inputCoder = input.getCoder();
    } catch (RuntimeException noCoder) {
      problems.add(
          what
              + ": the coder of '"
              + read
              + "' or of the input is unknown: "
              + noCoder.getMessage());
      return;
    }
    String readType = readCoder.getEncodedTypeDescriptor().toString();
    String inputType = inputCoder.getEncodedTypeDescriptor().toString();
    boolean typesKnown =
        !readType.equals("java.lang.Object") && !inputType.equals("java.lang.Object");
    if (typesKnown ? !readType.equals(inputType) : !readCoder.equals(inputCoder)) {
      problems.add(
          what
              + " gives elements of "
              + inputType
              + " ("
              + inputCoder
              + "), but '"
              + read
              + "' makes elements of "
              + readType
              + " ("
              + readCoder
              + "). Give an input of the read's element type.");
    }
  }

  private static void checkDeclaredType(
      String what, String write, PCollection<?> input, Class<?> type, List<String> problems) {
    Class<?> encoded;
    try {
      encoded = input.getCoder().getEncodedTypeDescriptor().getRawType();
    } catch (RuntimeException noCoder) {
      return;
    }
    if (encoded != Object.class && !type.isAssignableFrom(encoded)) {
      problems.add(
          what
              + " declares type = "
              + type.getSimpleName()
              + ".class, but '"
              + write
              + "' writes elements of "
              + encoded.getName()
              + ". Declare type = "
              + encoded.getSimpleName()
              + ".class.");
    }
  }
}
