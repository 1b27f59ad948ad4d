package io.pipespec.runtime.build;

import java.nio.channels.ReadableByteChannel;
import java.nio.channels.WritableByteChannel;
import java.util.Collection;
import java.util.List;
import org.apache.beam.sdk.io.FileSystem;
import org.apache.beam.sdk.io.FileSystemRegistrar;
import org.apache.beam.sdk.io.fs.CreateOptions;
import org.apache.beam.sdk.io.fs.MatchResult;
import org.apache.beam.sdk.io.fs.MoveOptions;
import org.apache.beam.sdk.io.fs.ResolveOptions;
import org.apache.beam.sdk.io.fs.ResourceId;
import org.apache.beam.sdk.options.PipelineOptions;

/**
 * A file system of the tests' own, {@code mem://}, registered as Beam finds file systems on the
 * class path (a {@link FileSystemRegistrar} service), as {@code gs://} is when the GCS file system
 * is there: it names resources and holds nothing, which is all a job needs to be built.
 */
final class MemFileSystem extends FileSystem<MemFileSystem.Resource> {

  /** Finds {@code mem://} on the class path. */
  public static final class Registrar implements FileSystemRegistrar {
    @Override
    public Iterable<FileSystem<?>> fromOptions(PipelineOptions options) {
      return List.of(new MemFileSystem());
    }
  }

  /** A name under {@code mem://}. */
  record Resource(String path, boolean isDirectory) implements ResourceId {
    @Override
    public ResourceId resolve(String other, ResolveOptions options) {
      return new Resource(
          path + (path.endsWith("/") ? "" : "/") + other,
          options == ResolveOptions.StandardResolveOptions.RESOLVE_DIRECTORY);
    }

    @Override
    public ResourceId getCurrentDirectory() {
      return isDirectory ? this : new Resource(path.substring(0, path.lastIndexOf('/') + 1), true);
    }

    @Override
    public String getScheme() {
      return "mem";
    }

    @Override
    public String getFilename() {
      return path.substring(path.lastIndexOf('/') + 1);
    }

    @Override
    public String toString() {
      return path;
    }
  }

  @Override
  protected List<MatchResult> match(List<String> specs) {
    throw new UnsupportedOperationException("mem:// holds nothing");
  }

  @Override
  protected WritableByteChannel create(Resource resource, CreateOptions options) {
    throw new UnsupportedOperationException("mem:// holds nothing");
  }

  @Override
  protected ReadableByteChannel open(Resource resource) {
    throw new UnsupportedOperationException("mem:// holds nothing");
  }

  @Override
  protected void copy(List<Resource> from, List<Resource> to) {
    throw new UnsupportedOperationException("mem:// holds nothing");
  }

  @Override
  protected void rename(List<Resource> from, List<Resource> to, MoveOptions... options) {
    throw new UnsupportedOperationException("mem:// holds nothing");
  }

  @Override
  protected void delete(Collection<Resource> resources) {
    throw new UnsupportedOperationException("mem:// holds nothing");
  }

  @Override
  protected Resource matchNewResource(String spec, boolean isDirectory) {
    return new Resource(spec, isDirectory);
  }

  @Override
  protected String getScheme() {
    return "mem";
  }
}
