package io.pipespec.runtime.verdict.scope;

import io.pipespec.runtime.capture.CapturedElement;
import io.pipespec.runtime.capture.CapturedOutput;
import java.util.List;

enum Everything implements Scope {
  INSTANCE;

  @Override
  public List<CapturedElement> select(CapturedOutput<?> output) {
    return output.elements();
  }

  @Override
  public String describe() {
    return "all windows, all panes";
  }

  @Override
  public String toString() {
    return describe();
  }
}
