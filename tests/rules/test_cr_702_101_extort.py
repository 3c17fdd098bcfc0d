"""CR 702.101a: "Extort is a triggered ability. 'Extort' means 'Whenever you cast a spell, you may pay {W/B}.
If you do, each opponent loses 1 life and you gain life equal to the total life lost this way.'" 702.101b:
"If a permanent has multiple instances of extort, each triggers separately." Played with Basilica Guards
(a 1/4 defender with extort) and Syndic of Tithes."""

from __future__ import annotations

from support import basics, board, cast, life, pass_both, use_compiled

use_compiled("Basilica Guards", "Syndic of Tithes")


def _cast_bears(*extorters: str, lands: int = 1):  # noqa: ANN202
    """Memnite costs {0}: the Plains are left to pay for extort."""
    game = board({"hand": ["Memnite"], "battlefield": [*basics(Plains=lands), *extorters]})
    cast(game, "Memnite")
    return game


def test_702_101a_casting_a_spell_triggers_it_and_paying_drains_one() -> None:
    game = _cast_bears("Basilica Guards")
    assert len(game.state.stack) == 2  # the Bears and the extort trigger above it
    pass_both(game)
    q = game.state.question
    assert q is not None and q.kind == "may" and q.player == 0
    game.apply("yes")
    assert life(game, 0) == 21 and life(game, 1) == 19


def test_702_101a_declining_changes_nothing() -> None:
    game = _cast_bears("Basilica Guards")
    pass_both(game)
    game.apply("no")
    assert life(game, 0) == 20 and life(game, 1) == 20


def test_702_101a_without_the_mana_it_cant_be_paid() -> None:
    game = _cast_bears("Basilica Guards", lands=0)
    pass_both(game)  # nothing left to pay {W/B} with: no question
    assert life(game, 0) == 20 and life(game, 1) == 20 and len(game.state.stack) == 1


def test_702_101a_an_opponents_spell_doesnt_trigger_it() -> None:
    game = board({"battlefield": ["Basilica Guards", *basics(Plains=1)]},
                 {"hand": ["Grizzly Bears"], "battlefield": basics(Forest=2)}, active="P2")
    cast(game, "Grizzly Bears")
    assert len(game.state.stack) == 1


def test_702_101b_each_instance_triggers_separately() -> None:
    game = _cast_bears("Basilica Guards", "Syndic of Tithes", lands=2)
    if game.pending.kind == "order":
        game.apply("order " + " ".join(str(n) for n in game.pending.options))
    assert len(game.state.stack) == 3
    pass_both(game)
    game.apply("yes")
    pass_both(game)
    game.apply("yes")
    assert life(game, 0) == 22 and life(game, 1) == 18
