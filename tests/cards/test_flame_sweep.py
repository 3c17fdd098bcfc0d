"""Flame Sweep and Scourglass, compiled from their Oracle text, in games: a description 'except for' another
(109.2): the objects the first describes, less those the second describes.

Flame Sweep: "Flame Sweep deals 2 damage to each creature except for creatures you control with flying."
Scourglass: "{T}, Sacrifice Scourglass: Destroy all permanents except for artifacts and lands. Activate only
during your upkeep.\""""

from __future__ import annotations

from support import P1, P2, activate, basics, board, cast, names, resolve_stack, use_compiled

use_compiled("Flame Sweep", "Scourglass", "Serra Angel", "Wind Drake", "Grizzly Bears", "Ornithopter",
             "Dryad Arbor", "Pacifism")


def _damage(game: object, name: str, player: int) -> int:
    oid = game.find(name, player=player)  # type: ignore[attr-defined]
    return game.state.objects[oid].damage  # type: ignore[attr-defined]


def test_ruling_only_your_flyers_avoid_the_damage() -> None:
    """Ruling: "The only creatures that avoid Flame Sweep's damage are those you control with flying. The set of
    creatures dealt damage includes creatures you don't control with flying and creatures you control without
    flying.\""""
    game = board({"battlefield": [*basics(Mountain=3), "Serra Angel", {"card": "Grizzly Bears", "label": "mine"}],
                  "hand": ["Flame Sweep"]},
                 {"battlefield": ["Wind Drake", "Serra Angel"]})
    cast(game, "Flame Sweep")
    resolve_stack(game)
    assert _damage(game, "Serra Angel", P1) == 0  # yours, with flying
    assert _damage(game, "Serra Angel", P2) == 2  # flying, but not yours
    assert names(game, "graveyard", P1) == ["Flame Sweep", "Grizzly Bears"]  # yours, without flying
    assert names(game, "graveyard", P2) == ["Wind Drake"]


def test_ruling_scourglass_spares_any_artifact_or_land() -> None:
    """Ruling: "Any permanent that's an artifact or a land won't be destroyed, regardless of what other card
    types it may have.\""""
    game = board({"battlefield": ["Scourglass", *basics(Plains=1), "Ornithopter", "Dryad Arbor", "Grizzly Bears"]},
                 {"battlefield": ["Serra Angel", "Pacifism"]}, step="upkeep")
    activate(game, "Scourglass")
    resolve_stack(game)
    assert names(game, "battlefield") == ["Dryad Arbor", "Ornithopter", "Plains"]  # a land creature is a land
    assert names(game, "graveyard", P1) == ["Grizzly Bears", "Scourglass"]
    assert names(game, "graveyard", P2) == ["Pacifism", "Serra Angel"]
