package io.pipespec.effects;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import java.io.Serializable;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apiguardian.api.API;
import org.jspecify.annotations.Nullable;

/**
 * Fake external systems for a {@code DoFn} to call in a test: each call is recorded as an {@link
 * Effect} under the system's name, and expectations ({@code @ExpectEffects}) judge them. The fakes
 * are serializable, so a function holding one can be given to a pipeline as it is.
 *
 * <pre>{@code
 * interface PaymentClient { void charge(String account, long cents); }
 *
 * PaymentClient payments = ExternalSystem.fake("payments", PaymentClient.class);
 * payments.charge("alice", 100);   // recorded as charge(alice, 100)
 * }</pre>
 *
 * <p>A name is one system: two fakes made with the same name record together, as two clients of one
 * service would.
 */
@API(status = EXPERIMENTAL)
public final class ExternalSystem {

  private ExternalSystem() {}

  /** What a fake client's method returns for one call's arguments. Serializable, like the fake. */
  @FunctionalInterface
  public interface Answer extends Serializable {
    /** The value returned for {@code arguments}. */
    @Nullable Object answer(@Nullable Object[] arguments);
  }

  /**
   * A fake of {@code client}, an interface the function's code already calls: every call of one of
   * its methods is recorded as an effect and returns the type's default (null, zero, false, an
   * empty {@code Optional}).
   *
   * @throws IllegalArgumentException when {@code client} is not an interface
   */
  public static <C> C fake(String name, Class<C> client) {
    return fake(name, client, Map.of());
  }

  /**
   * A fake of {@code client} as {@link #fake(String, Class)}, whose methods named in {@code
   * answers} return what their answer gives; each call is recorded all the same.
   */
  public static <C> C fake(String name, Class<C> client, Map<String, Answer> answers) {
    requireNonNull(name, "name");
    requireNonNull(client, "client");
    if (!client.isInterface()) {
      throw new IllegalArgumentException(
          "ExternalSystem.fake(\""
              + name
              + "\", "
              + client.getName()
              + ".class): a fake implements an interface the function calls, and "
              + client.getSimpleName()
              + " is a class. Let the function call the client through an interface.");
    }
    for (String method : answers.keySet()) {
      if (Arrays.stream(client.getMethods()).noneMatch(m -> m.getName().equals(method))) {
        throw new IllegalArgumentException(
            "An answer is given for "
                + method
                + ", which "
                + client.getName()
                + " has no method of. Name one of its methods.");
      }
    }
    Effects.named(name);
    return client.cast(
        Proxy.newProxyInstance(
            client.getClassLoader(),
            new Class<?>[] {client},
            new Recorder(name, client.getName(), answers)));
  }

  /** A fake key-value store: {@code put(key, value)} writes by key, the last write wins. */
  public static KeyValueStore store(String name) {
    Effects.named(requireNonNull(name, "name"));
    return new KeyValueStore(name);
  }

  /** A fake append-only log: {@code append(value)}. */
  public static AppendLog log(String name) {
    Effects.named(requireNonNull(name, "name"));
    return new AppendLog(name);
  }

  /** The arguments of a call as effects write them. */
  static List<String> rendered(@Nullable Object @Nullable [] arguments) {
    List<String> rendered = new ArrayList<>();
    if (arguments != null) {
      for (Object argument : arguments) {
        rendered.add(EffectText.argument(argument));
      }
    }
    return rendered;
  }

  /** Records each call of the fake's interface. Serializable with the proxy. */
  private static final class Recorder implements InvocationHandler, Serializable {
    private static final long serialVersionUID = 1L;

    private final String system;
    private final String client;
    // A HashMap, which serializes with the fake: Map.copyOf's would too, but says nothing of it.
    private final HashMap<String, Answer> answers;

    Recorder(String system, String client, Map<String, Answer> answers) {
      this.answers = new HashMap<>(answers);
      this.system = system;
      this.client = client;
    }

    @Override
    public @Nullable Object invoke(
        Object proxy, Method method, @Nullable Object @Nullable [] args) {
      if (method.getDeclaringClass() == Object.class) {
        return switch (method.getName()) {
          case "equals" -> args != null && proxy == args[0];
          case "hashCode" -> System.identityHashCode(proxy);
          default -> "fake " + client + " of external system '" + system + "'";
        };
      }
      Effects.record(system, method.getName(), rendered(args));
      Answer answer = answers.get(method.getName());
      if (answer != null) {
        return answer.answer(args == null ? new Object[0] : args);
      }
      return defaultOf(method.getReturnType());
    }

    private static @Nullable Object defaultOf(Class<?> type) {
      if (type == Optional.class) {
        return Optional.empty();
      }
      if (!type.isPrimitive() || type == void.class) {
        return null;
      }
      if (type == boolean.class) {
        return false;
      }
      if (type == char.class) {
        return '\0';
      }
      if (type == long.class) {
        return 0L;
      }
      if (type == double.class) {
        return 0d;
      }
      if (type == float.class) {
        return 0f;
      }
      if (type == short.class) {
        return (short) 0;
      }
      if (type == byte.class) {
        return (byte) 0;
      }
      return 0;
    }
  }
}
