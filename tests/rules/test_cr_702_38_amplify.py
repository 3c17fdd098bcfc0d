"""CR 702.38a amplify: 'As this object enters, reveal any number of cards from your hand that share a creature
type with it. This permanent enters with N +1/+1 counters on it for each card revealed this way.' Played with
the compiled Glowering Rogon (Beast, 4/4, amplify 1)."""

from __future__ import annotations

from support import board, cast, events, pass_both, use_compiled

ROGON = "Glowering Rogon"
use_compiled(ROGON)


def _cast_rogon(hand: list[str]):
    game = board({"hand": [ROGON, *hand], "battlefield": [{"card": "Forest", "count": 6}]})
    cast(game, next(o for o in game.zone("hand") if game.state.objects[o].card == ROGON))
    pass_both(game)
    return game


def test_702_38a_each_revealed_card_that_shares_a_creature_type_adds_counters() -> None:
    game = _cast_rogon([ROGON, "Grizzly Bears"])
    assert game.pending.kind == "choose"
    assert len(game.pending.options) == 1  # the other Rogon (a Beast); Grizzly Bears is a Bear
    game.apply(f"choose {game.pending.options[0]}")
    rogon = next(o for o in game.zone("battlefield") if game.state.objects[o].card == ROGON)
    assert game.state.objects[rogon].counter("+1/+1") == 1
    assert events(game, "amplify")
    assert any(game.state.objects[o].card == ROGON for o in game.zone("hand"))  # revealing keeps it in hand


def test_702_38a_revealing_none_is_allowed() -> None:
    game = _cast_rogon([ROGON])
    game.apply("choose")
    rogon = next(o for o in game.zone("battlefield") if game.state.objects[o].card == ROGON)
    assert game.state.objects[rogon].counter("+1/+1") == 0


def test_702_38a_nothing_is_asked_without_a_card_that_shares_a_type() -> None:
    game = _cast_rogon(["Grizzly Bears"])
    assert game.pending.kind == "priority"
    rogon = next(o for o in game.zone("battlefield") if game.state.objects[o].card == ROGON)
    assert game.state.objects[rogon].counter("+1/+1") == 0
