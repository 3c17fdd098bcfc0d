"""CR 701.22d / 701.25d: an ability that triggers whenever a player scries (surveils) triggers after the
process is complete, even if some or all of it was impossible; 701.22b / 701.25c: scrying (surveilling) 0 is
no event, so such abilities don't trigger."""

from __future__ import annotations

from support import activate, board, cast, counters, life, pass_until, triggers

SNITCH = "Whispering Snitch"
WHISPERER = "Doom Whisperer"  # 'Pay 2 life: Surveil 2.'


def _resolve(game) -> None:  # type: ignore[no-untyped-def]
    """Resolves the stack, keeping every looked-at card on top in the order offered."""
    for _ in range(50):
        p = game.pending
        if p.kind == "choose":
            game.apply(" ".join(["choose", *(str(o) for o in p.options[: p.min])]))
        elif p.kind == "priority" and not game.state.stack:
            return
        else:
            game.apply("pass")


def _surveil(game, n: int = 1) -> None:  # type: ignore[no-untyped-def]
    for _ in range(n):
        activate(game, WHISPERER)
        _resolve(game)


def test_701_25d_whenever_you_surveil_triggers_once_per_surveil() -> None:
    """Dimir Spybug: 'Whenever you surveil, put a +1/+1 counter on Dimir Spybug.'"""
    game = board({"battlefield": ["Dimir Spybug", WHISPERER]})
    _surveil(game, 2)
    assert counters(game, game.find("Dimir Spybug")) == 2


def test_701_25d_it_triggers_with_an_empty_library() -> None:
    """Ruling (2018-10-05, Whispering Snitch): 'An ability that triggers "whenever you surveil" triggers after
    you're done surveilling, even if you have fewer cards in your library than the number of cards you're
    instructed to surveil. It even triggers if you have no cards in your library.'"""
    game = board({"battlefield": [SNITCH, WHISPERER], "library": []})
    _surveil(game)
    assert triggers(game, SNITCH) == 1
    assert life(game, 1) == 19


def test_first_time_each_turn_only_the_first_surveil() -> None:
    """Whispering Snitch: 'Whenever you surveil for the first time each turn, Whispering Snitch deals 1 damage
    to each opponent and you gain 1 life.' Ruling (2018-10-05): 'If you surveil before Whispering Snitch enters
    the battlefield, surveilling again during that turn won't cause its ability to trigger.'"""
    game = board({"battlefield": [SNITCH, WHISPERER]})
    _surveil(game, 2)
    assert triggers(game, SNITCH) == 1
    assert life(game, 1) == 19 and life(game, 0) == 20 - 4 + 1
    pass_until(game, "main1", turn=5)
    _surveil(game)
    assert triggers(game, SNITCH) == 2


def test_701_22d_whenever_you_scry() -> None:
    """Flamespeaker Adept: 'Whenever you scry, Flamespeaker Adept gets +2/+0 and gains first strike until end of
    turn.' Ruling (2013-09-15): 'Flamespeaker Adept's ability triggers once for each scry instruction, no matter
    how many cards you're scrying.'"""
    game = board({"battlefield": ["Flamespeaker Adept", "Island"], "hand": ["Opt"]})
    cast(game, "Opt")
    _resolve(game)
    assert triggers(game, "Flamespeaker Adept") == 1
    assert game.chars(game.find("Flamespeaker Adept")).power == 4
