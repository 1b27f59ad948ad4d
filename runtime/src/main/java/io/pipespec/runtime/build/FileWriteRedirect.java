package io.pipespec.runtime.build;

import io.pipespec.beam.TransformNodes;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.io.WriteFiles;
import org.apache.beam.sdk.io.WriteFilesResult;
import org.apache.beam.sdk.io.fs.ResourceId;
import org.apache.beam.sdk.options.ValueProvider;
import org.apache.beam.sdk.runners.AppliedPTransform;
import org.apache.beam.sdk.runners.PTransformOverride;
import org.apache.beam.sdk.runners.PTransformOverrideFactory;
import org.apache.beam.sdk.runners.TransformHierarchy;
import org.apache.beam.sdk.transforms.display.DisplayData;
import org.apache.beam.sdk.util.construction.PTransformReplacements;
import org.apache.beam.sdk.util.construction.ReplacementOutputs;
import org.apache.beam.sdk.values.PCollection;
import org.apache.beam.sdk.values.TupleTag;

/**
 * The files of a write that a job test lets run as written ({@code @RunsAsWritten}) go to a
 * temporary directory instead of where the job says: every Beam {@code WriteFiles} inside the write
 * is replaced by a copy of itself in which each file location ({@link ResourceId}) is moved under
 * that directory, keeping its path: {@code /data/out/totals} becomes {@code
 * /tmp/pipespec-files-123/data/out/totals}, {@code gs://bucket/totals} becomes {@code
 * /tmp/pipespec-files-123/gs/bucket/totals}.
 *
 * <p>The copy ({@link WriteFilesCopy}) covers the writes that name their files by {@code
 * ResourceId} when the job is built ({@code TextIO}, {@code AvroIO}, {@code TFRecordIO}, {@code
 * XmlIO}, a {@code FileBasedSink} of the user's). A write that names its files otherwise ({@code
 * FileIO.write()} keeps its directory as text, a {@code DoFn} that opens files itself) cannot be
 * moved: the copy is checked, and such a write is refused with the reason, to be let run with
 * {@code keepPaths = true}.
 */
final class FileWriteRedirect {

  /** A write of files moved to {@code root}: where the job said, and where they go instead. */
  record Moved(String write, String from, String to) {}

  /** A {@code WriteFiles} that could not be moved, and why. */
  record Unmovable(String write, String why) {}

  private final Path root;
  private final List<PTransformOverride> overrides = new ArrayList<>();
  private final List<Moved> moved = new ArrayList<>();
  private final List<Unmovable> unmovable = new ArrayList<>();

  private FileWriteRedirect(Path root) {
    this.root = root;
  }

  /**
   * Plans the move under {@code root} of the files of every {@code WriteFiles} that is one of
   * {@code writes} or inside one.
   */
  private static FileWriteRedirect plan(Pipeline pipeline, List<String> writes, Path root) {
    FileWriteRedirect redirect = new FileWriteRedirect(root);
    List<TransformHierarchy.Node> nodes = new ArrayList<>();
    TransformNodes.forEach(pipeline, nodes::add);
    for (String write : writes) {
      for (TransformHierarchy.Node node : nodes) {
        String name = node.getFullName();
        if ((name.equals(write) || name.startsWith(write + "/"))
            && node.getTransform() instanceof WriteFiles<?, ?, ?> files) {
          redirect.add(write, node, files);
        }
      }
    }
    return redirect;
  }

  /**
   * Sends the files of the writes let run as written to a temporary directory of their own , but
   * for those named with {@code keepPaths = true}; a write of files that cannot be moved, or {@code
   * keepPaths} with no write of files to keep, is a problem.
   */
  static List<Moved> moveFiles(
      Pipeline pipeline, Map<String, String> allowed, Set<String> keptPaths, List<String> problems)
      throws ConstructionFailure {
    List<String> kept = new ArrayList<>();
    List<String> toMove = new ArrayList<>();
    allowed.forEach((name, fullName) -> (keptPaths.contains(name) ? kept : toMove).add(fullName));
    if (!kept.isEmpty() && !writesFiles(pipeline, kept)) {
      problems.add(
          "@RunsAsWritten(keepPaths = true) keeps where writes of files put them, and none of "
              + kept.stream().map(name -> "'" + name + "'").collect(Collectors.joining(", "))
              + " writes files through Beam's WriteFiles. Remove keepPaths = true.");
    }
    if (toMove.isEmpty()) {
      return List.of();
    }
    Path root;
    try {
      root = Files.createTempDirectory("pipespec-files-");
    } catch (IOException e) {
      throw new ConstructionFailure(
          "Pipespec could not make the temporary directory for the files of the writes let run"
              + " as written",
          e);
    }
    FileWriteRedirect redirect = plan(pipeline, toMove, root);
    for (Unmovable write : redirect.unmovable()) {
      String name =
          allowed.entrySet().stream()
              .filter(entry -> entry.getValue().equals(write.write()))
              .map(Map.Entry::getKey)
              .findFirst()
              .orElse(write.write());
      problems.add(
          "@RunsAsWritten(\""
              + name
              + "\") lets run a write of files that Pipespec cannot send to a temporary directory: "
              + write.why()
              + ". Let it write where the job says with @RunsAsWritten(value = \""
              + name
              + "\", keepPaths = true), or write through TextIO, which names its files when the"
              + " job is built.");
    }
    if (!problems.isEmpty()) {
      return List.of();
    }
    try {
      redirect.apply(pipeline);
    } catch (Throwable e) {
      throw new ConstructionFailure(
          "Beam could not send the files of the writes let run as written to a temporary"
              + " directory, it threw",
          e);
    }
    if (redirect.moved().isEmpty()) {
      try {
        Files.deleteIfExists(root);
      } catch (IOException leftEmpty) {
        // An empty temporary directory left behind harms nothing.
      }
    }
    return redirect.moved();
  }

  /** {@code written}, saying where its files would have gone when Pipespec moved them. */
  static AsWritten movedFrom(AsWritten written, List<Moved> moved) {
    List<String> from =
        moved.stream()
            .filter(move -> move.write().equals(written.transform()))
            .map(Moved::from)
            .distinct()
            .toList();
    if (from.isEmpty() || written.writesTo().isEmpty()) {
      return written;
    }
    return new AsWritten(
        written.transform(),
        written.role(),
        written.type(),
        Optional.of(
            written.writesTo().get()
                + ", in Pipespec's temporary directory instead of "
                + String.join(" and ", from)));
  }

  private void add(String write, TransformHierarchy.Node node, WriteFiles<?, ?, ?> files) {
    Optional<String> from = place(files);
    WriteFiles<?, ?, ?> copy;
    try {
      copy = WriteFilesCopy.of(files, root);
    } catch (IOException | ClassNotFoundException | RuntimeException e) {
      unmovable.add(new Unmovable(write, "Pipespec could not copy its WriteFiles: " + e));
      return;
    }
    Optional<String> to = place(copy);
    Optional<String> temporary = temporaryDirectory(copy);
    if (from.isEmpty()
        || to.isEmpty()
        || !under(to.get())
        || !temporary.map(this::under).orElse(false)) {
      unmovable.add(
          new Unmovable(
              write,
              "it does not name its files by a Beam ResourceId when the job is built"
                  + from.map(place -> " (it writes " + place + ")").orElse("")));
      return;
    }
    overrides.add(PTransformOverride.of(JobConstruction.only(node), new Factory<>(copy)));
    moved.add(new Moved(write, from.get(), to.get()));
  }

  /** The writes whose files go to the temporary directory. */
  private List<Moved> moved() {
    return List.copyOf(moved);
  }

  /** The writes of files that cannot be moved. */
  private List<Unmovable> unmovable() {
    return List.copyOf(unmovable);
  }

  /** Whether any of {@code writes} writes files through a {@code WriteFiles} inside it. */
  private static boolean writesFiles(Pipeline pipeline, List<String> writes) {
    List<TransformHierarchy.Node> nodes = new ArrayList<>();
    TransformNodes.forEach(pipeline, nodes::add);
    return nodes.stream()
        .anyMatch(
            node ->
                node.getTransform() instanceof WriteFiles<?, ?, ?>
                    && writes.stream()
                        .anyMatch(
                            write ->
                                node.getFullName().equals(write)
                                    || node.getFullName().startsWith(write + "/")));
  }

  /** Replaces the {@code WriteFiles} planned to move by their moved copies. */
  private void apply(Pipeline pipeline) {
    if (!overrides.isEmpty()) {
      pipeline.replaceAll(overrides);
    }
  }

  private boolean under(String place) {
    return place.startsWith(root.toString() + "/");
  }

  /** The file name pattern the sink's display data gives, such as {@code /out/totals-SSSSS...}. */
  private static Optional<String> place(WriteFiles<?, ?, ?> files) {
    try {
      for (DisplayData.Item item : DisplayData.from(files.getSink()).items()) {
        if (item.getKey().equals("filenamePattern") || item.getKey().equals("filePrefix")) {
          return Optional.ofNullable(item.getValue()).map(String::valueOf);
        }
      }
    } catch (RuntimeException unreadable) {
      // A sink whose display data cannot be read when built says nothing of where it writes.
    }
    return Optional.empty();
  }

  /** Where the sink writes its files before it renames them into place, when known when built. */
  private static Optional<String> temporaryDirectory(WriteFiles<?, ?, ?> files) {
    try {
      ValueProvider<ResourceId> temporary = files.getSink().getTempDirectoryProvider();
      return temporary.isAccessible() ? Optional.of(temporary.get().toString()) : Optional.empty();
    } catch (RuntimeException unreadable) {
      return Optional.empty();
    }
  }

  /** Replaces one {@code WriteFiles} by its moved copy, its outputs mapped by tag. */
  private static final class Factory<UserT, DestinationT, OutputT>
      implements PTransformOverrideFactory<
          PCollection<UserT>,
          WriteFilesResult<DestinationT>,
          WriteFiles<UserT, DestinationT, OutputT>> {
    private final WriteFiles<?, ?, ?> copy;

    Factory(WriteFiles<?, ?, ?> copy) {
      this.copy = copy;
    }

    @Override
    @SuppressWarnings("unchecked") // the copy is of the very transform it replaces
    public PTransformReplacement<PCollection<UserT>, WriteFilesResult<DestinationT>>
        getReplacementTransform(
            AppliedPTransform<
                    PCollection<UserT>,
                    WriteFilesResult<DestinationT>,
                    WriteFiles<UserT, DestinationT, OutputT>>
                transform) {
      return PTransformReplacement.of(
          PTransformReplacements.getSingletonMainInput(transform),
          (WriteFiles<UserT, DestinationT, OutputT>) copy);
    }

    @Override
    public Map<PCollection<?>, ReplacementOutput> mapOutputs(
        Map<TupleTag<?>, PCollection<?>> outputs, WriteFilesResult<DestinationT> newOutput) {
      return ReplacementOutputs.tagged(outputs, newOutput);
    }
  }
}
