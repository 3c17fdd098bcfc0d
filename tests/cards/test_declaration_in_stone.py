"""Declaration in Stone: "Exile target creature and all other creatures its controller controls with the same
name as that creature. That player investigates for each nontoken creature exiled this way." (201.2, 406,
701.16a: a Clue token for each; mechanics/same_name, mechanics/exiled_this_way)."""

from __future__ import annotations

from support import battlefield_names, board, cast, names, resolve_stack

from lithoform import Game
from lithoform.rules.zones import move
from lithoform.state.model import HAND

P1, P2 = 0, 1


def _clues(game: Game, player: int) -> int:
    return sum(1 for n in battlefield_names(game, player) if n == "Clue")


def test_declaration_in_stone_exiles_every_same_named_creature_of_that_controller_and_investigates_per_nontoken() -> None:
    """Ruling: "Declaration in Stone has only one target. The other creatures with that name aren't targeted."
    The target's two namesakes its controller controls go too (one a token: no Clue for it), the same-named
    creature of the caster stays, and the target's controller gets a Clue per nontoken creature exiled."""
    game = board({"battlefield": ["Plains", "Plains", "Grizzly Bears"], "hand": ["Declaration in Stone"]},
                 {"battlefield": [{"card": "Grizzly Bears", "label": "target"}, "Grizzly Bears",
                                  {"card": "Grizzly Bears", "token": True}, "Llanowar Elves"]})
    cast(game, game.find("Declaration in Stone"), game.find("target"))
    resolve_stack(game)
    assert battlefield_names(game, P2).count("Grizzly Bears") == 0
    assert "Llanowar Elves" in battlefield_names(game, P2)
    assert battlefield_names(game, P1).count("Grizzly Bears") == 1
    assert names(game, "exile", P2).count("Grizzly Bears") == 2  # the token ceased to exist (111.7)
    assert _clues(game, P2) == 2 and _clues(game, P1) == 0


def test_declaration_in_stone_exiles_a_hexproof_namesake_that_isnt_targeted() -> None:
    """Ruling: "For example, a creature with hexproof will be exiled if it has the same name as the target
    creature." Silhana Ledgewalker has hexproof; cast by its controller at one of two, both go."""
    game = board({"battlefield": ["Plains", "Plains", {"card": "Silhana Ledgewalker", "label": "target"},
                                  "Silhana Ledgewalker"], "hand": ["Declaration in Stone"]})
    cast(game, game.find("Declaration in Stone"), game.find("target"))
    resolve_stack(game)
    assert "Silhana Ledgewalker" not in battlefield_names(game, P1)
    assert _clues(game, P1) == 2


def test_declaration_in_stone_does_nothing_if_its_target_is_gone() -> None:
    """Ruling: "If the target creature is an illegal target when Declaration in Stone tries to resolve, it
    won't resolve and none of its effects will happen. No creatures will be exiled, including those with the
    same name as the target." (608.2b)"""
    game = board({"battlefield": ["Plains", "Plains"], "hand": ["Declaration in Stone"]},
                 {"battlefield": [{"card": "Grizzly Bears", "label": "target"}, "Grizzly Bears"]})
    first = game.find("target")
    cast(game, game.find("Declaration in Stone"), first)
    move(game.state, first, HAND)  # the target leaves before the spell resolves (as if bounced)
    resolve_stack(game)
    assert battlefield_names(game, P2).count("Grizzly Bears") == 1
    assert _clues(game, P2) == 0
