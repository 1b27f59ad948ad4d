package io.pipespec.runtime.capture;

import static java.util.Objects.requireNonNull;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.channels.Channels;
import java.nio.channels.ReadableByteChannel;
import java.nio.channels.WritableByteChannel;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicLong;
import org.apache.beam.sdk.coders.ByteArrayCoder;
import org.apache.beam.sdk.coders.Coder;
import org.apache.beam.sdk.coders.InstantCoder;
import org.apache.beam.sdk.io.FileSystems;
import org.apache.beam.sdk.io.fs.EmptyMatchTreatment;
import org.apache.beam.sdk.io.fs.MatchResult;
import org.apache.beam.sdk.io.fs.MoveOptions.StandardMoveOptions;
import org.apache.beam.sdk.io.fs.ResolveOptions.StandardResolveOptions;
import org.apache.beam.sdk.io.fs.ResourceId;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.apache.beam.sdk.transforms.windowing.PaneInfo;
import org.joda.time.Instant;

/**
 * A capture store that works across processes: each bundle of each capture step writes one file
 * through Beam's {@link FileSystems}, under a directory of its own for the run. Use a location all
 * workers and the test JVM can reach (the pipeline's {@code --tempLocation} on a cluster).
 *
 * <p>A bundle file holds a magic number, then one record per element: the encoded element (as a
 * length-prefixed byte array), the window (with the window coder of the output's windowing
 * strategy), the pane ({@link PaneInfo.PaneInfoCoder}) and the timestamp. A bundle is written to a
 * temporary name and renamed when complete, so a reader never sees half a bundle. Files are named
 * by the time their bundle finished, which is the arrival order the store reports.
 */
public final class FileCaptureStore implements CaptureStore {

  private static final int MAGIC = 0x50535031; // "PSP1"
  private static final String SUFFIX = ".bundle";

  private final ResourceId runDirectory;
  private final Map<String, OutputFiles> outputs = new LinkedHashMap<>();

  private FileCaptureStore(ResourceId runDirectory) {
    this.runDirectory = runDirectory;
  }

  /**
   * A new store in a fresh directory under {@code baseDirectory}, such as {@code /tmp} or {@code
   * gs://bucket/tmp}. {@link FileSystems} must know the scheme (it is set up from the pipeline
   * options).
   */
  public static FileCaptureStore create(String baseDirectory) {
    requireNonNull(baseDirectory, "baseDirectory");
    ResourceId base = FileSystems.matchNewResource(baseDirectory, true);
    return new FileCaptureStore(
        base.resolve(
            "pipespec-capture-" + UUID.randomUUID(), StandardResolveOptions.RESOLVE_DIRECTORY));
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
    return new FileSink(files.directory.toString(), windowCoder);
  }

  @Override
  public synchronized List<CapturedElement> read(String output) {
    OutputFiles files = outputs.get(output);
    List<CapturedElement> elements = new ArrayList<>();
    if (files == null) {
      return elements;
    }
    for (ResourceId bundle : bundleFiles(files.directory)) {
      readBundle(bundle, files.windowCoder, elements);
    }
    return elements;
  }

  @Override
  public synchronized void close() {
    List<ResourceId> doomed = new ArrayList<>();
    for (OutputFiles files : outputs.values()) {
      doomed.addAll(allFiles(files.directory));
    }
    try {
      FileSystems.delete(doomed, StandardMoveOptions.IGNORE_MISSING_FILES);
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

  private static List<ResourceId> bundleFiles(ResourceId directory) {
    List<ResourceId> bundles = new ArrayList<>();
    for (ResourceId file : allFiles(directory)) {
      if (file.getFilename() != null && file.getFilename().endsWith(SUFFIX)) {
        bundles.add(file);
      }
    }
    bundles.sort(Comparator.comparing(ResourceId::getFilename));
    return bundles;
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

  private static void readBundle(
      ResourceId bundle,
      Coder<? extends BoundedWindow> windowCoder,
      List<CapturedElement> elements) {
    byte[] content;
    try (ReadableByteChannel channel = FileSystems.open(bundle);
        InputStream in = Channels.newInputStream(channel)) {
      content = in.readAllBytes();
    } catch (IOException e) {
      throw new UncheckedIOException("Cannot read the captured bundle " + bundle, e);
    }
    try {
      ByteArrayInputStream in = new ByteArrayInputStream(content);
      if (new DataInputStream(in).readInt() != MAGIC) {
        throw new IOException("not a Pipespec capture bundle (wrong magic number)");
      }
      while (in.available() > 0) {
        byte[] encoded = ByteArrayCoder.of().decode(in);
        BoundedWindow window = windowCoder.decode(in);
        PaneInfo pane = PaneInfo.PaneInfoCoder.INSTANCE.decode(in);
        Instant timestamp = InstantCoder.of().decode(in);
        elements.add(new CapturedElement(encoded, window, pane, timestamp));
      }
    } catch (IOException e) {
      throw new UncheckedIOException("Cannot decode the captured bundle " + bundle, e);
    }
  }

  private static final class OutputFiles {
    final ResourceId directory;
    final Coder<? extends BoundedWindow> windowCoder;

    OutputFiles(ResourceId directory, Coder<? extends BoundedWindow> windowCoder) {
      this.directory = directory;
      this.windowCoder = windowCoder;
    }
  }

  private static final class FileSink implements CaptureSink {
    private static final AtomicLong BUNDLES = new AtomicLong();

    private final String directory;
    private final Coder<? extends BoundedWindow> windowCoder;

    FileSink(String directory, Coder<? extends BoundedWindow> windowCoder) {
      this.directory = directory;
      this.windowCoder = windowCoder;
    }

    @Override
    public BundleWriter openBundle() throws IOException {
      ByteArrayOutputStream buffer = new ByteArrayOutputStream();
      new DataOutputStream(buffer).writeInt(MAGIC);
      @SuppressWarnings("unchecked")
      Coder<BoundedWindow> windows = (Coder<BoundedWindow>) windowCoder;
      return new BundleWriter() {
        private int count;

        @Override
        public void add(byte[] encoded, BoundedWindow window, PaneInfo pane, Instant timestamp)
            throws IOException {
          ByteArrayCoder.of().encode(encoded, buffer);
          windows.encode(window, buffer);
          PaneInfo.PaneInfoCoder.INSTANCE.encode(pane, buffer);
          InstantCoder.of().encode(timestamp, buffer);
          count++;
        }

        @Override
        public void finish() throws IOException {
          if (count == 0) {
            return;
          }
          ResourceId dir = FileSystems.matchNewResource(directory, true);
          String name =
              String.format(
                  "%013d-%012d-%s",
                  System.currentTimeMillis(), BUNDLES.incrementAndGet(), UUID.randomUUID());
          ResourceId temporary = dir.resolve(name + ".tmp", StandardResolveOptions.RESOLVE_FILE);
          ResourceId complete = dir.resolve(name + SUFFIX, StandardResolveOptions.RESOLVE_FILE);
          try (WritableByteChannel channel =
                  FileSystems.create(temporary, "application/octet-stream");
              OutputStream out = Channels.newOutputStream(channel)) {
            buffer.writeTo(out);
          }
          FileSystems.rename(List.of(temporary), List.of(complete));
        }
      };
    }
  }
}
