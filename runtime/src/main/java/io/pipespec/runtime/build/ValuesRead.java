package io.pipespec.runtime.build;

import static java.util.Objects.requireNonNull;

import java.util.NoSuchElementException;
import org.apache.beam.sdk.coders.CannotProvideCoderException;
import org.apache.beam.sdk.coders.Coder;
import org.apache.beam.sdk.io.OffsetBasedSource;
import org.apache.beam.sdk.io.Read;
import org.apache.beam.sdk.options.PipelineOptions;
import org.apache.beam.sdk.schemas.NoSuchSchemaException;
import org.apache.beam.sdk.transforms.Create;
import org.apache.beam.sdk.transforms.PTransform;
import org.apache.beam.sdk.values.PBegin;
import org.apache.beam.sdk.values.PCollection;
import org.apache.beam.sdk.values.TypeDescriptor;
import org.jspecify.annotations.Nullable;

/**
 * The source of values given as a list: what {@code Create.of(values).withType(type)} makes, read
 * from {@link EncodedElements} instead of {@code Create}'s list of an array per element.
 *
 * <p>The DirectRunner serializes a read's whole source each time it starts a read bundle, and it
 * splits a read at its halfway point bundle after bundle, so for a large input {@code Create}'s
 * source was serialized dozens of times: a third of a run of a million elements
 * (docs/performance.md). This source splits, reads and times its elements as {@code Create}'s does:
 * an offset per element, the same sizes, so the same bundles, each element at the minimum
 * timestamp.
 *
 * <p>It is the {@code Create} itself where the type has neither a schema nor a coder (so that it
 * fails as {@code Create} fails, saying what to set), for fewer than two elements (which {@code
 * Create} makes without a read), and for more bytes than an array holds.
 */
final class ValuesRead<T> extends PTransform<PBegin, PCollection<T>> {

  private final TypeDescriptor<T> type;
  private final transient Create.Values<T> values;

  ValuesRead(TypeDescriptor<T> type, Create.Values<T> values) {
    this.type = requireNonNull(type, "type");
    this.values = requireNonNull(values, "values");
  }

  @Override
  public PCollection<T> expand(PBegin begin) {
    Coder<T> coder = typeCoder(begin);
    if (coder == null) {
      return values.expand(begin);
    }
    EncodedElements<T> elements = EncodedElements.of(values.getElements(), coder);
    if (elements == null || elements.size() < 2) {
      return values.expand(begin);
    }
    return begin.apply(Read.from(new ValuesSource<>(elements)));
  }

  /** The coder {@code Create.withType} takes: the type's schema's, else its registered coder. */
  private @Nullable Coder<T> typeCoder(PBegin begin) {
    try {
      return begin.getPipeline().getSchemaRegistry().getSchemaCoder(type);
    } catch (NoSuchSchemaException noSchema) {
      try {
        return begin.getPipeline().getCoderRegistry().getCoder(type);
      } catch (CannotProvideCoderException noCoder) {
        return null;
      }
    }
  }

  /** The elements, an offset per element, as in {@code Create}'s source. */
  static final class ValuesSource<T> extends OffsetBasedSource<T> {
    private static final long serialVersionUID = 1L;

    private final EncodedElements<T> elements;

    ValuesSource(EncodedElements<T> elements) {
      super(0, elements.size(), 1);
      this.elements = elements;
    }

    @Override
    public long getEstimatedSizeBytes(PipelineOptions options) {
      return elements.byteCount();
    }

    @Override
    public long getBytesPerOffset() {
      return elements.size() == 0 ? 1L : Math.max(1, (long) elements.byteCount() / elements.size());
    }

    @Override
    public long getMaxEndOffset(PipelineOptions options) {
      return elements.size();
    }

    @Override
    public OffsetBasedSource<T> createSourceForSubrange(long start, long end) {
      return new ValuesSource<>(elements.slice(Math.toIntExact(start), Math.toIntExact(end)));
    }

    @Override
    public Coder<T> getOutputCoder() {
      return elements.coder();
    }

    @Override
    public BoundedReader<T> createReader(PipelineOptions options) {
      return new Reader<>(this);
    }

    /**
     * Reads the elements in order. A split leaves this reader the first part, whose elements keep
     * their offsets in the source it was made for; {@code OffsetBasedReader}'s range tracker ends
     * the read at the split.
     */
    private static final class Reader<T> extends OffsetBasedReader<T> {
      private final EncodedElements<T> elements;
      private int index = -1;

      Reader(ValuesSource<T> source) {
        super(source);
        this.elements = source.elements;
      }

      @Override
      protected long getCurrentOffset() {
        return index;
      }

      @Override
      protected boolean startImpl() {
        return advanceImpl();
      }

      @Override
      protected boolean advanceImpl() {
        if (index < elements.size()) {
          index++;
        }
        return index < elements.size();
      }

      @Override
      public T getCurrent() {
        if (index < 0 || index >= elements.size()) {
          throw new NoSuchElementException();
        }
        return elements.get(index);
      }

      @Override
      public void close() {}
    }
  }
}
