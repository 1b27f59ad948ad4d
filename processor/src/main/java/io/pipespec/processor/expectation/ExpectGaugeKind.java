package io.pipespec.processor.expectation;

import io.pipespec.processor.model.CallArgument;
import io.pipespec.processor.model.RuntimeCall;
import java.util.Optional;
import java.util.OptionalLong;
import org.apiguardian.api.API;

/** {@code @ExpectGauge}: the gauge of that name set last has the value. */
@API(status = API.Status.INTERNAL)
public final class ExpectGaugeKind extends MetricKind<ExpectGaugeKind.Check> {

  /** The gauge {@code selector} selects that was set last has {@code value}. */
  public record Check(Selector selector, long value) implements MetricCheck {
    @Override
    public RuntimeCall expectation() {
      return metricExpectations("gauge", selector.metric(), new CallArgument.WholeNumber(value));
    }
  }

  ExpectGaugeKind() {
    super("io.pipespec.ExpectGauge");
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
