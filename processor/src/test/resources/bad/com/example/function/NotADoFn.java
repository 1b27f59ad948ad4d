package com.example.function;

import io.pipespec.*;
import java.util.List;

@FunctionTest
@Timeline({})
class NotADoFn {
  @UnderTest
  static List<String> fn() {
    return List.of();
  }

  @ExpectEmpty
  void nothing() {}
}
