package io.pipespec.processor.expectation;

import io.pipespec.processor.model.CallArgument;
import io.pipespec.processor.model.RuntimeCall;
import java.util.Optional;
import java.util.OptionalLong;
import org.apiguardian.api.API;

/** {@code @ExpectCounter}: the counters of that name sum to the value. */
@API(status = API.Status.INTERNAL)
public final class ExpectCounterKind extends MetricKind<ExpectCounterKind.Check> {

  /** The counters {@code selector} selects sum to {@code value}. */
  public record Check(Selector selector, long value) implements MetricCheck {
    @Override
    public RuntimeCall expectation() {
      return metricExpectations("counter", selector.metric(), new CallArgument.WholeNumber(value));
    }
  }

  ExpectCounterKind() {
    super("io.pipespec.ExpectCounter");
  }

  @Override
  public Optional<Check> validate(ExpectationSite site, Judged judged) {
    Optional<Selector> selector = selector(site);
    OptionalLong value = number(site, "value", false);
    return selector.isPresent() && value.isPresent()
        ? Optional.of(new Check(selector.get(), value.getAsLong()))
        : Optional.empty();
  }
}
