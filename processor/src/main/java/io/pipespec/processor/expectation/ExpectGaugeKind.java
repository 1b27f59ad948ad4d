package io.pipespec.processor.expectation;

import com.palantir.javapoet.CodeBlock;
import io.pipespec.processor.PipespecNames;
import io.pipespec.processor.writer.ExpectationCalls;
import java.util.Optional;
import java.util.OptionalLong;
import org.apiguardian.api.API;

/** {@code @ExpectGauge}: the gauge of that name set last has the value. */
@API(status = API.Status.INTERNAL)
public final class ExpectGaugeKind extends MetricKind<ExpectGaugeKind.Check> {

  /** The gauge {@code selector} selects that was set last has {@code value}. */
  public record Check(Selector selector, long value) implements MetricCheck {}

  ExpectGaugeKind() {
    super(PipespecNames.EXPECT_GAUGE, Check.class);
  }

  @Override
  public Optional<Check> validate(ExpectationSite site, Judged judged) {
    Optional<Selector> selector = selector(site);
    OptionalLong value = number(site, "value", false);
    return selector.isPresent() && value.isPresent()
        ? Optional.of(new Check(selector.get(), value.getAsLong()))
        : Optional.empty();
  }

  @Override
  public CodeBlock write(Check check, ExpectationCalls code) {
    return CodeBlock.of(
        "$T.gauge($L, $LL)", METRIC_EXPECTATIONS, write(check.selector()), check.value());
  }
}
