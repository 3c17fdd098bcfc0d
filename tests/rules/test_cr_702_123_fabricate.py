"""CR 702.123a: "Fabricate N" means "When this permanent enters, you may put N +1/+1 counters on it. If you
don't, create N 1/1 colorless Servo artifact creature tokens." 702.123b: each instance triggers separately.
Played with Angel of Invention (a 2/1 with fabricate 2)."""

from __future__ import annotations

from support import basics, board, cast, pass_both, pt, use_compiled

from lithoform.rules.continuous.characteristics import chars

use_compiled("Angel of Invention")

ANGEL = "Angel of Invention"


def _cast_angel(game) -> int:  # type: ignore[no-untyped-def]
    cast(game, ANGEL)
    pass_both(game)  # the Angel resolves
    pass_both(game)  # fabricate resolves: the choice
    assert game.pending.kind == "choose", game.pending
    return game.find(ANGEL)


def test_702_123a_counters_on_it() -> None:
    game = board({"hand": [ANGEL], "battlefield": basics(Plains=5)})
    angel = _cast_angel(game)
    game.apply("choose 0")
    assert pt(game, angel) == (4, 3)
    assert not [o for o in game.state.zones["battlefield"] if game.state.objects[o].token]


def test_702_123a_or_n_servos() -> None:
    game = board({"hand": [ANGEL], "battlefield": basics(Plains=5)})
    angel = _cast_angel(game)
    game.apply("choose 1")
    servos = [o for o in game.state.zones["battlefield"] if game.state.objects[o].token]
    assert len(servos) == 2
    c = chars(game.state, servos[0])
    assert set(c.types) == {"Artifact", "Creature"} and set(c.subtypes) == {"Servo"} and not c.colors
    assert pt(game, servos[0]) == (2, 2)  # 1/1 Servos, +1/+1 from the Angel's other ability
    assert pt(game, angel) == (2, 1)
