"""118.12: '[do X] unless you discard [a card]' is a choice made as the effect resolves (608.2d): the controller may
discard; a player without such a card can't choose to, and X happens (Thirst for Knowledge, Masticore, Hidden
Horror; mechanics/unless_discard)."""

from __future__ import annotations

from support import basics, board, cast, resolve_stack

from lithoform.carddb import get_card
from lithoform.compiler import compile_card


def test_they_compile() -> None:
    for name in ("Thirst for Knowledge", "Masticore", "Hidden Horror", "Balduvian Horde", "Chart a Course"):
        assert compile_card(get_card(name)).ok, name


def test_118_12_declining_discards_the_two_cards() -> None:
    """Thirst for Knowledge's ruling: 'You can discard either one artifact card or two cards which may or may not
    be artifacts. If you really want to, you can discard two artifact cards.'"""
    game = board({"battlefield": basics(Island=3), "hand": ["Thirst for Knowledge"],
                  "library": ["Ornithopter", "Grizzly Bears", "Shock", "Island"]})
    cast(game, "Thirst for Knowledge")
    game.apply("pass")
    game.apply("pass")
    assert game.pending.kind == "may"
    game.apply("no")  # the two cards, not the artifact
    assert game.pending.kind == "choose" and len(game.pending.options) == 3
    picked = game.pending.options[:2]
    game.apply("choose " + " ".join(str(o) for o in picked))
    resolve_stack(game)
    assert len(game.zone("graveyard", player=0)) == 3  # the two cards and Thirst for Knowledge
    assert len(game.zone("hand", player=0)) == 1


def test_118_12_without_the_card_the_other_action_happens() -> None:
    """Hidden Horror's ruling: 'If you can't perform the other action, then you must sacrifice the creature.'"""
    game = board({"battlefield": basics(Swamp=3), "hand": ["Hidden Horror", "Shock"]})
    cast(game, "Hidden Horror")
    resolve_stack(game)
    assert game.find("Hidden Horror", zone="graveyard")
    assert game.find("Shock", zone="hand")


def test_118_12_discarding_keeps_the_creature() -> None:
    game = board({"battlefield": basics(Swamp=3), "hand": ["Hidden Horror", "Grizzly Bears"]})
    cast(game, "Hidden Horror")
    game.apply("pass")
    game.apply("pass")
    while game.pending.kind == "priority" and game.state.stack:
        game.apply("pass")
    assert game.pending.kind == "may"
    game.apply("yes")
    resolve_stack(game)
    assert game.find("Hidden Horror") in game.zone("battlefield")
    assert game.find("Grizzly Bears", zone="graveyard")
