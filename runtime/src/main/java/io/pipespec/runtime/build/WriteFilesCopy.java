package io.pipespec.runtime.build;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.ObjectStreamClass;
import java.io.OutputStream;
import java.io.Serializable;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.io.FileSystems;
import org.apache.beam.sdk.io.WriteFiles;
import org.apache.beam.sdk.io.fs.ResourceId;
import org.apache.beam.sdk.transforms.PTransform;
import org.apache.beam.sdk.values.PCollection;
import org.apache.beam.sdk.values.PCollectionView;

/**
 * A copy of a job's {@code WriteFiles} whose file locations are moved under a directory, their
 * paths kept: {@code /data/out/totals} becomes {@code /tmp/pipespec-files-123/data/out/totals},
 * {@code gs://bucket/totals} becomes {@code /tmp/pipespec-files-123/gs/bucket/totals}.
 *
 * <p>The copy is made by Java serialization, as Beam ships a transform to its workers, with every
 * {@link ResourceId} swapped on the way. Collections, views, the pipeline and the transforms inside
 * the copied one (its sharding, say) are kept as they are, and the fields {@code PTransform} keeps
 * out of serialization are the original's. A location that is not a {@code ResourceId} when the job
 * is built (a directory kept as text) is not moved: {@link FileWriteRedirect} checks the copy.
 */
final class WriteFilesCopy {

  private WriteFilesCopy() {}

  /** A copy of {@code files}, its file locations moved under {@code root}. */
  @SuppressWarnings("unchecked")
  static WriteFiles<?, ?, ?> of(WriteFiles<?, ?, ?> files, Path root)
      throws IOException, ClassNotFoundException {
    List<Object> kept = new ArrayList<>();
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ObjectOutputStream out = new Keeping(bytes, kept, files)) {
      out.writeObject(files);
    }
    ClassLoader loader = files.getClass().getClassLoader();
    try (ObjectInputStream in =
        new Moving(new ByteArrayInputStream(bytes.toByteArray()), kept, loader, root)) {
      WriteFiles<?, ?, ?> copy = (WriteFiles<?, ?, ?>) in.readObject();
      transientFields(files, copy);
      return copy;
    }
  }

  /**
   * Gives {@code copy} what {@code PTransform} keeps out of serialization (its name, resource
   * hints, annotations and display data), as {@code original} has them: Beam reads those when it
   * applies and translates the copy. No public method sets them all.
   */
  private static void transientFields(PTransform<?, ?> original, PTransform<?, ?> copy)
      throws IOException {
    for (Field field : PTransform.class.getDeclaredFields()) {
      int modifiers = field.getModifiers();
      if (Modifier.isTransient(modifiers) && !Modifier.isStatic(modifiers)) {
        try {
          field.setAccessible(true);
          field.set(copy, field.get(original));
        } catch (ReflectiveOperationException | RuntimeException e) {
          throw new IOException("cannot give the copy the field " + field.getName(), e);
        }
      }
    }
  }

  /** {@code location} under {@code root}, its path kept: the scheme first unless a local file. */
  private static ResourceId moved(ResourceId location, Path root) {
    String text = location.toString();
    String scheme = location.getScheme();
    String path = text.startsWith(scheme + "://") ? text.substring(scheme.length() + 3) : text;
    path = path.replace(':', '_').replace('\\', '/');
    while (path.startsWith("/")) {
      path = path.substring(1);
    }
    String prefix = "file".equals(scheme) ? "" : scheme + "/";
    boolean directory = location.isDirectory();
    String target = root.resolve(prefix + path).toString() + (directory ? "/" : "");
    return FileSystems.matchNewResource(target, directory);
  }

  /** Marks a collection, view or pipeline the copy keeps as it is. */
  private record Kept(int index) implements Serializable {
    private static final long serialVersionUID = 1L;
  }

  /**
   * Writes collections, views and transforms but the one copied as marks: the copy refers to the
   * job's own. A transform inside the copied one (its sharding, say) holds no file location.
   */
  private static final class Keeping extends ObjectOutputStream {
    private final List<Object> kept;
    private final Object copied;

    Keeping(OutputStream out, List<Object> kept, Object copied) throws IOException {
      super(out);
      this.kept = kept;
      this.copied = copied;
      enableReplaceObject(true);
    }

    @Override
    protected Object replaceObject(Object object) {
      if (object instanceof PCollection<?>
          || object instanceof PCollectionView<?>
          || object instanceof Pipeline
          || (object instanceof PTransform<?, ?> && object != copied)) {
        kept.add(object);
        return new Kept(kept.size() - 1);
      }
      return object;
    }
  }

  /** Reads the copy back, each mark as what it kept and each file location moved. */
  private static final class Moving extends ObjectInputStream {
    private final List<Object> kept;
    private final ClassLoader loader;
    private final Path root;

    Moving(InputStream in, List<Object> kept, ClassLoader loader, Path root) throws IOException {
      super(in);
      this.kept = kept;
      this.loader = loader;
      this.root = root;
      enableResolveObject(true);
    }

    @Override
    protected Class<?> resolveClass(ObjectStreamClass description)
        throws IOException, ClassNotFoundException {
      for (ClassLoader candidate :
          new ClassLoader[] {Thread.currentThread().getContextClassLoader(), loader}) {
        if (candidate != null) {
          try {
            return Class.forName(description.getName(), false, candidate);
          } catch (ClassNotFoundException tryNext) {
            // The next loader may know it; the default one is the last resort.
          }
        }
      }
      return super.resolveClass(description);
    }

    @Override
    protected Object resolveObject(Object object) {
      if (object instanceof Kept mark) {
        return kept.get(mark.index());
      }
      if (object instanceof ResourceId location) {
        return moved(location, root);
      }
      return object;
    }
  }
}
