"""Aether Gust ({1}{U} instant): "Choose target spell or permanent that's red or green. Its owner puts it on the top
or bottom of their library." One target requirement that a spell on the stack or a permanent satisfies (115.1),
of either color (105.2)."""

from __future__ import annotations

from support import board, cast, names, target_options, use_compiled, zone_names

use_compiled("Aether Gust")


def _gust_answer(game, owner: int, where: str) -> None:
    """Passes until Aether Gust resolves; its owner (ruling: "The owner of the target spell or permanent chooses
    to put it either on the top or bottom of their library.") answers the choice labelled top / bottom."""
    while game.pending.kind == "priority":
        game.apply("pass")
    p = game.pending
    assert p.kind == "choose" and p.player == owner and p.labels == ("top", "bottom")
    game.apply(f"choose {p.labels.index(where)}")
    while game.state.stack:
        game.apply("pass")


def test_ruling_a_spell_put_into_its_library_doesnt_resolve_even_if_it_cant_be_countered() -> None:
    """Ruling: "If a spell is put into its owner's library, it's removed from the stack and thus will not
    resolve. The spell isn't countered; it no longer exists. This works against a spell that can't be
    countered." P2's Carnage Tyrant ('can't be countered') goes to the top of P2's library."""
    game = board({"battlefield": [{"card": "Island", "count": 2}], "hand": ["Aether Gust"]},
                 {"battlefield": [{"card": "Forest", "count": 6}], "hand": ["Carnage Tyrant"]}, active="P2")
    tyrant = cast(game, "Carnage Tyrant")
    game.apply("pass")
    cast(game, "Aether Gust", tyrant)
    _gust_answer(game, 1, "top")
    assert "Carnage Tyrant" not in names(game, "battlefield", 1) and not game.state.stack
    assert zone_names(game, "library", 1)[0] == "Carnage Tyrant"  # top first
    assert "Carnage Tyrant" not in names(game, "graveyard", 1)


def test_a_green_permanent_goes_to_its_owners_library() -> None:
    game = board({"battlefield": [{"card": "Island", "count": 2}], "hand": ["Aether Gust"]},
                 {"battlefield": ["Grizzly Bears"]})
    cast(game, "Aether Gust", game.find("Grizzly Bears"))
    _gust_answer(game, 1, "bottom")
    assert "Grizzly Bears" not in names(game, "battlefield", 1)
    assert zone_names(game, "library", 1)[-1] == "Grizzly Bears"


def test_only_red_or_green_spells_and_permanents_are_legal_targets() -> None:
    """115.1: a blue spell or a white permanent isn't a legal target; a red spell and a green permanent are."""
    game = board({"battlefield": [{"card": "Island", "count": 3}, "Savannah Lions"], "hand": ["Opt", "Aether Gust"]},
                 {"battlefield": ["Grizzly Bears", "Mountain"], "hand": ["Shock"]}, active="P2")
    shock = cast(game, "Shock", "P1")
    game.apply("pass")
    opt = cast(game, "Opt")
    options = set(target_options(game, "Aether Gust"))
    assert shock in options and game.find("Grizzly Bears") in options
    assert opt not in options and game.find("Savannah Lions") not in options
