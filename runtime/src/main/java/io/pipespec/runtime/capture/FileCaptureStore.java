package io.pipespec.runtime.capture;

import static java.util.Objects.requireNonNull;

import io.pipespec.runtime.capture.BundleFiles.BundleBuffer;
import io.pipespec.runtime.capture.BundleFiles.Manifest;
import io.pipespec.runtime.capture.BundleFiles.Name;
import io.pipespec.runtime.capture.BundleFiles.Writer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.UUID;
import org.apache.beam.sdk.coders.Coder;
import org.apache.beam.sdk.io.FileSystems;
import org.apache.beam.sdk.io.fs.EmptyMatchTreatment;
import org.apache.beam.sdk.io.fs.MatchResult;
import org.apache.beam.sdk.io.fs.MoveOptions.StandardMoveOptions;
import org.apache.beam.sdk.io.fs.ResolveOptions.StandardResolveOptions;
import org.apache.beam.sdk.io.fs.ResourceId;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.apache.beam.sdk.transforms.windowing.PaneInfo;
import org.joda.time.Instant;
import org.jspecify.annotations.Nullable;

/**
 * A capture store that works across processes: each bundle of each capture step writes one file
 * through Beam's {@link FileSystems}, under a directory of its own for the run. Use a location all
 * workers and the test JVM can reach (the pipeline's {@code --tempLocation} on a cluster).
 *
 * <p>Every element is accounted for exactly once ({@link BundleFiles} has the format):
 *
 * <ul>
 *   <li>a bundle is committed whole or not at all (written to a temporary name, renamed), and each
 *       writer's manifest, committed after each of its bundles, counts its bundles and elements;
 *   <li>the reader checks every writer against its manifest: a missing bundle file (lost), one
 *       whose checksum or count does not match (cut short, damaged), a manifest that is missing or
 *       disagrees, each fails the read with {@link CaptureIncompleteException} saying which file;
 *   <li>a task that ran again (Flink's attempt {@code #1} after a failure, which re-runs the job
 *       from its start when there are no checkpoints) is read from its latest attempt only, so a
 *       re-executed bundle is never counted twice; except in a run made with {@code everyAttempt}
 *       (a restart from a checkpoint that covers everything the failed attempts did, so that the
 *       restored attempts go on where they stopped), which reads every attempt;
 *   <li>the run's directory is removed by {@link #close()}, and a bundle finished after that (a
 *       cancelled run's task winding down) is dropped instead of writing the directory anew.
 * </ul>
 *
 * <p>Files are read in the order their bundles were committed, which is the arrival order the store
 * reports.
 */
public final class FileCaptureStore implements CaptureStore {

  private static final String OPEN_MARKER = "open";

  private final ResourceId runDirectory;
  private final boolean everyAttempt;
  private final Map<String, OutputFiles> outputs = new LinkedHashMap<>();

  private FileCaptureStore(ResourceId runDirectory, boolean everyAttempt) {
    this.runDirectory = runDirectory;
    this.everyAttempt = everyAttempt;
  }

  /** A new store in a fresh directory under {@code baseDirectory}, reading latest attempts. */
  public static FileCaptureStore create(String baseDirectory) {
    return create(baseDirectory, false);
  }

  /**
   * A new store in a fresh directory under {@code baseDirectory}, such as {@code /tmp} or {@code
   * gs://bucket/tmp}. {@link FileSystems} must know the scheme (it is set up from the pipeline
   * options). With {@code everyAttempt}, every attempt of a task is read, not its latest only.
   */
  public static FileCaptureStore create(String baseDirectory, boolean everyAttempt) {
    requireNonNull(baseDirectory, "baseDirectory");
    ResourceId base = FileSystems.matchNewResource(baseDirectory, true);
    ResourceId run =
        base.resolve(
            "pipespec-capture-" + UUID.randomUUID(), StandardResolveOptions.RESOLVE_DIRECTORY);
    try {
      BundleFiles.commit(run, OPEN_MARKER, out -> out.write(0));
    } catch (IOException e) {
      throw new UncheckedIOException(
          "Cannot write the capture directory " + run + "; set --tempLocation to a writable one",
          e);
    }
    return new FileCaptureStore(run, everyAttempt);
  }

  /** The directory of this run's bundle files. */
  public String directory() {
    return runDirectory.toString();
  }

  @Override
  public synchronized CaptureSink sink(String output, Coder<? extends BoundedWindow> windowCoder) {
    requireNonNull(output, "output");
    requireNonNull(windowCoder, "windowCoder");
    OutputFiles files =
        outputs.computeIfAbsent(
            output,
            name ->
                new OutputFiles(
                    runDirectory.resolve(
                        "output-" + outputs.size(), StandardResolveOptions.RESOLVE_DIRECTORY),
                    windowCoder));
    return new FileSink(
        files.directory.toString(),
        runDirectory.resolve(OPEN_MARKER, StandardResolveOptions.RESOLVE_FILE).toString(),
        windowCoder);
  }

  /**
   * @throws CaptureIncompleteException when a capture file is missing, damaged or cut short, or a
   *     writer's manifest does not match its files
   */
  @Override
  public synchronized List<CapturedElement> read(String output) {
    OutputFiles files = outputs.get(output);
    ElementLog log = new ElementLog();
    if (files == null) {
      return log.snapshot();
    }
    @SuppressWarnings("unchecked")
    Coder<BoundedWindow> windowCoder = (Coder<BoundedWindow>) files.windowCoder;
    List<Committed> bundles = new ArrayList<>();
    for (WriterFiles writer : attempts(files.directory, everyAttempt)) {
      bundles.addAll(checked(output, writer));
    }
    bundles.sort(
        Comparator.comparingLong(Committed::commitMillis)
            .thenComparing(Committed::writer)
            .thenComparingLong(Committed::number));
    for (Committed bundle : bundles) {
      try {
        BundleFiles.readBundle(bundle.content, windowCoder, log);
      } catch (IOException | RuntimeException e) {
        throw new CaptureIncompleteException(
            incomplete(output, "the capture file " + bundle.file + " cannot be decoded: " + e), e);
      }
    }
    return log.snapshot();
  }

  /** One committed bundle file, read whole. */
  @SuppressWarnings("ArrayRecordComponent") // read once in order, never compared or hashed
  private record Committed(
      ResourceId file, String writer, long number, long commitMillis, byte[] content) {}

  /** The files of one writer of one attempt. */
  private static final class WriterFiles {
    final String key;
    @Nullable ResourceId manifest;
    final Map<Long, ResourceId> bundles = new TreeMap<>();

    WriterFiles(String key) {
      this.key = key;
    }
  }

  /**
   * The writers of each task's latest attempt, or of every attempt with {@code everyAttempt};
   * otherwise earlier attempts were re-run and are left out.
   */
  private static List<WriterFiles> attempts(ResourceId directory, boolean everyAttempt) {
    Map<String, Integer> latest = new LinkedHashMap<>();
    Map<String, WriterFiles> writers = new LinkedHashMap<>();
    List<Name> names = new ArrayList<>();
    List<ResourceId> ids = new ArrayList<>();
    for (ResourceId file : allFiles(directory)) {
      Name name = file.getFilename() == null ? null : Name.parse(file.getFilename());
      if (name != null) {
        names.add(name);
        ids.add(file);
        latest.merge(name.task(), name.attempt(), Math::max);
      }
    }
    for (int i = 0; i < names.size(); i++) {
      Name name = names.get(i);
      if (!everyAttempt && name.attempt() != requireNonNull(latest.get(name.task()))) {
        continue;
      }
      WriterFiles writer = writers.computeIfAbsent(name.writerKey(), WriterFiles::new);
      if (name.manifest()) {
        writer.manifest = ids.get(i);
      } else {
        writer.bundles.put(name.bundle(), ids.get(i));
      }
    }
    return new ArrayList<>(writers.values());
  }

  /** The bundles of {@code writer}, checked against its manifest. */
  private static List<Committed> checked(String output, WriterFiles writer) {
    if (writer.manifest == null) {
      throw new CaptureIncompleteException(
          incomplete(
              output,
              "the writer "
                  + writer.key
                  + " committed "
                  + writer.bundles.size()
                  + " bundle files but its manifest is missing (lost, or the writer stopped"
                  + " between a bundle and its manifest)"));
    }
    Manifest manifest;
    try {
      manifest = Manifest.read(BundleFiles.readAll(writer.manifest));
    } catch (IOException e) {
      throw new CaptureIncompleteException(
          incomplete(output, "the manifest " + writer.manifest + " cannot be read: " + e), e);
    }
    List<Committed> committed = new ArrayList<>();
    for (long number = 0; number < manifest.bundles(); number++) {
      ResourceId file = writer.bundles.get(number);
      if (file == null) {
        throw new CaptureIncompleteException(
            incomplete(
                output,
                "the capture file of bundle "
                    + number
                    + " of writer "
                    + writer.key
                    + " is missing (lost): its manifest "
                    + writer.manifest
                    + " counts "
                    + manifest.bundles()
                    + " bundles with "
                    + manifest.elements()
                    + " elements"));
      }
      byte[] content;
      try {
        content = BundleFiles.readAll(file);
      } catch (IOException e) {
        throw new CaptureIncompleteException(
            incomplete(output, "the capture file " + file + " cannot be read: " + e), e);
      }
      long commitMillis = content.length >= 12 ? ByteBuffer.wrap(content, 4, 8).getLong() : 0;
      committed.add(new Committed(file, writer.key, number, commitMillis, content));
    }
    if (writer.bundles.size() != manifest.bundles()) {
      throw new CaptureIncompleteException(
          incomplete(
              output,
              "the writer "
                  + writer.key
                  + " has "
                  + writer.bundles.size()
                  + " bundle files where its manifest counts "
                  + manifest.bundles()
                  + " (a bundle committed after its manifest was last written)"));
    }
    return committed;
  }

  private static String incomplete(String output, String what) {
    return "The capture of output '"
        + output
        + "' is incomplete: "
        + what
        + ". A verdict on part of the output could be wrong, so none is given; check that the"
        + " capture location (--tempLocation) is not cleaned or shared while tests run.";
  }

  @Override
  public synchronized void close() {
    List<ResourceId> doomed = new ArrayList<>();
    doomed.add(runDirectory.resolve(OPEN_MARKER, StandardResolveOptions.RESOLVE_FILE));
    for (OutputFiles files : outputs.values()) {
      doomed.addAll(allFiles(files.directory));
    }
    try {
      // The marker first: a bundle finished from now on is dropped, not written.
      FileSystems.delete(doomed.subList(0, 1), StandardMoveOptions.IGNORE_MISSING_FILES);
      FileSystems.delete(
          doomed.subList(1, doomed.size()), StandardMoveOptions.IGNORE_MISSING_FILES);
      List<ResourceId> directories = new ArrayList<>();
      outputs.values().forEach(files -> directories.add(files.directory));
      directories.add(runDirectory);
      for (ResourceId directory : directories) {
        // Object stores have no directories, so a missing one is fine; a local one is now empty.
        FileSystems.delete(List.of(directory), StandardMoveOptions.IGNORE_MISSING_FILES);
      }
    } catch (IOException | RuntimeException e) {
      // Best effort: the files are in a temporary location and hold test data only.
    }
    outputs.clear();
  }

  private static List<ResourceId> allFiles(ResourceId directory) {
    List<ResourceId> files = new ArrayList<>();
    try {
      MatchResult match = FileSystems.match(directory + "*", EmptyMatchTreatment.ALLOW);
      if (match.status() != MatchResult.Status.OK) {
        return files;
      }
      for (MatchResult.Metadata metadata : match.metadata()) {
        files.add(metadata.resourceId());
      }
    } catch (IOException e) {
      throw new UncheckedIOException("Cannot list the captured bundles in " + directory, e);
    }
    return files;
  }

  private static final class OutputFiles {
    final ResourceId directory;
    final Coder<? extends BoundedWindow> windowCoder;

    OutputFiles(ResourceId directory, Coder<? extends BoundedWindow> windowCoder) {
      this.directory = directory;
      this.windowCoder = windowCoder;
    }
  }

  /** The writing side: one writer per deserialized copy, used by one thread at a time. */
  private static final class FileSink implements CaptureSink {
    private static final long serialVersionUID = 1L;

    private final String directory;
    private final String openMarker;
    private final Coder<? extends BoundedWindow> windowCoder;
    private transient @Nullable Writer writer;
    private transient long bundles;
    private transient long elements;

    FileSink(String directory, String openMarker, Coder<? extends BoundedWindow> windowCoder) {
      this.directory = directory;
      this.openMarker = openMarker;
      this.windowCoder = windowCoder;
    }

    @Override
    public synchronized BundleWriter openBundle() throws IOException {
      if (writer == null) {
        writer = Writer.ofCurrentThread();
      }
      @SuppressWarnings("unchecked")
      Coder<BoundedWindow> windows = (Coder<BoundedWindow>) windowCoder;
      BundleBuffer buffer = new BundleBuffer(windows, System.currentTimeMillis());
      return new BundleWriter() {
        @Override
        public void add(byte[] encoded, BoundedWindow window, PaneInfo pane, Instant timestamp)
            throws IOException {
          buffer.add(encoded, encoded.length, window, pane, timestamp.getMillis());
        }

        @Override
        public <T> void add(
            Coder<T> coder, T value, BoundedWindow window, PaneInfo pane, Instant timestamp)
            throws IOException {
          buffer.add(coder, value, window, pane, timestamp.getMillis());
        }

        @Override
        public void finish() throws IOException {
          commit(buffer);
        }
      };
    }

    private synchronized void commit(BundleBuffer buffer) throws IOException {
      if (buffer.count() == 0 || !isOpen()) {
        // Nothing to commit, or the run is over and its directory removed.
        return;
      }
      ResourceId dir = FileSystems.matchNewResource(directory, true);
      // openBundle() made the writer before any bundle could be committed.
      String prefix = requireNonNull(writer, "writer").prefix();
      BundleFiles.commit(dir, prefix + "." + bundles + BundleFiles.BUNDLE_SUFFIX, buffer::writeTo);
      bundles++;
      elements += buffer.count();
      byte[] manifest = BundleFiles.manifest(bundles, elements);
      BundleFiles.commit(dir, prefix + BundleFiles.MANIFEST_SUFFIX, out -> out.write(manifest));
    }

    private boolean isOpen() throws IOException {
      MatchResult match = FileSystems.match(openMarker, EmptyMatchTreatment.ALLOW);
      return match.status() == MatchResult.Status.OK && !match.metadata().isEmpty();
    }
  }
}
