"""CR 702.60a ripple: 'Ripple N' means 'When this spell is cast, you may reveal the top N cards of your library.
If you do, you may cast any revealed cards with the same name as this spell without paying their mana costs.
Then put all revealed cards not cast this way on the bottom of your library in any order.' The casts happen
during the trigger's resolution (608.2g). Played with the compiled Surging Flame ({1}{R} instant, 'Surging
Flame deals 2 damage to any target. Ripple 4.'); no official rulings."""

from __future__ import annotations

from support import basics, board, life, resolve_stack, use_compiled

FLAME = "Surging Flame"
use_compiled(FLAME)


def _cast_flame(game) -> None:  # noqa: ANN001
    game.apply(f"cast {game.find(FLAME, zone='hand')}")
    game.apply("target P2")
    if game.pending.kind == "pay":
        game.apply("autopay")


def _answer(game, *answers: str) -> None:  # noqa: ANN001
    """Passes priority until a decision; answers it."""
    for a in answers:
        while game.pending.kind == "priority":
            game.apply("pass")
        game.apply(a)


def test_702_60a_same_named_card_is_cast_free_the_rest_go_to_the_bottom() -> None:
    library = ["Island", FLAME, "Forest", "Swamp", "Plains"]
    game = board({"hand": [FLAME], "battlefield": basics(Mountain=2), "library": library})
    _cast_flame(game)
    assert len(game.state.stack) == 2  # the spell and its ripple trigger (601.2i)
    _answer(game, "yes")  # reveal
    assert game.pending.kind == "may"  # cast the revealed Surging Flame?
    game.apply("yes")
    while game.pending.kind == "choose":  # 'in any order' (the other three revealed cards)
        game.apply(f"choose {game.pending.options[0]}")
    while game.pending.kind != "target":
        game.apply("pass")
    game.apply("target P2")  # the free Surging Flame (608.2g, 601.2c); its own ripple triggers too
    while game.state.stack:  # the second Flame's ripple: not revealed
        game.apply({"priority": "pass", "may": "no"}[game.pending.kind])
    assert life(game, 1) == 16  # both Flames dealt 2
    lib = [game.state.objects[o].card for o in game.state.zone("library", 0)]
    assert lib[0] == "Plains" and sorted(lib[1:]) == ["Forest", "Island", "Swamp"]  # the three on the bottom
    assert all(game.state.objects[o].tapped for o in game.state.zone("battlefield", 0))  # no mana for the free one


def test_702_60a_not_revealed_library_unchanged() -> None:
    library = [FLAME, "Island", "Forest", "Swamp", "Plains"]
    game = board({"hand": [FLAME], "battlefield": basics(Mountain=2), "library": library})
    before = game.state.zone("library", 0)
    _cast_flame(game)
    _answer(game, "no")
    resolve_stack(game)
    assert game.state.zone("library", 0) == before
    assert life(game, 1) == 18
