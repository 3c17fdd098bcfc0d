"""A card's own permission to be cast from exile or its graveyard (601.3, 113.6m; mechanics/cast_permissions):
'You may cast ~ from exile.' (Misthollow Griffin), '... from your graveyard or from exile.' (Squee, the Immortal),
'... from your graveyard by paying {2}{W} rather than paying its mana cost.' (Raffine's Guidance; 118.9), '... by
paying {B}{B} and sacrificing two creatures rather than ...' (Scourge of Nel Toth)."""

from __future__ import annotations

from support import basics, battlefield_names, board, names, pass_both, use_compiled

use_compiled("Misthollow Griffin", "Squee, the Immortal", "Raffine's Guidance", "Scourge of Nel Toth")


def _cast_actions(game, name: str, zone: str) -> list[str]:
    oid = game.find(name, zone=zone)
    return [str(a) for a in game.legal_actions() if str(a).startswith(f"cast {oid}")]


def test_601_3_cast_from_exile() -> None:
    """Misthollow Griffin: its owner casts it from exile, paying its mana cost; it resolves onto the battlefield."""
    game = board({"exile": ["Misthollow Griffin"], "battlefield": basics(Island=4)})
    (action,) = _cast_actions(game, "Misthollow Griffin", "exile")
    game.apply(action)
    if game.pending.kind == "pay":
        game.apply("autopay")
    pass_both(game)
    assert "Misthollow Griffin" in battlefield_names(game, 0)


def test_601_3_only_its_owner_and_not_from_the_graveyard() -> None:
    """The permission is the owner's (108.4a), and 'from exile' doesn't permit casting from the graveyard."""
    game = board({"battlefield": basics(Island=4)}, {"exile": ["Misthollow Griffin"]})
    assert _cast_actions(game, "Misthollow Griffin", "exile") == []
    game = board({"graveyard": ["Misthollow Griffin"], "battlefield": basics(Island=4)})
    assert _cast_actions(game, "Misthollow Griffin", "graveyard") == []


def test_601_3_graveyard_or_exile() -> None:
    """Squee, the Immortal may be cast from either zone."""
    for zone in ("graveyard", "exile"):
        game = board({zone: ["Squee, the Immortal"], "battlefield": basics(Mountain=3)})
        assert _cast_actions(game, "Squee, the Immortal", zone), zone


def test_118_9_alternative_cost_from_the_graveyard() -> None:
    """Raffine's Guidance costs {2}{W} from the graveyard: two Plains aren't enough, three are."""
    game = board({"graveyard": ["Raffine's Guidance"], "battlefield": ["Grizzly Bears", *basics(Plains=2)]})
    assert _cast_actions(game, "Raffine's Guidance", "graveyard") == []
    game = board({"graveyard": ["Raffine's Guidance"], "battlefield": ["Grizzly Bears", *basics(Plains=3)]})
    (action,) = _cast_actions(game, "Raffine's Guidance", "graveyard")
    game.apply(action)
    while game.pending.kind == "alternative":
        game.apply("yes")
    if game.pending.kind == "target":
        game.apply(f"target {game.find('Grizzly Bears')}")
    if game.pending.kind == "pay":
        game.apply("autopay")
    assert not [oid for oid in game.state.zones["battlefield"]
                if game.state.objects[oid].card == "Plains" and not game.state.objects[oid].tapped]
    pass_both(game)
    assert "Raffine's Guidance" in battlefield_names(game, 0)


def test_118_9_sacrificing_two_creatures() -> None:
    """Scourge of Nel Toth from the graveyard: {B}{B} and two creatures sacrificed, not {5}{B}{B}."""
    game = board({"graveyard": ["Scourge of Nel Toth"],
                  "battlefield": ["Grizzly Bears", "Walking Corpse", *basics(Swamp=2)]})
    (action,) = _cast_actions(game, "Scourge of Nel Toth", "graveyard")
    game.apply(action)
    for _ in range(6):
        kind = game.pending.kind
        if kind == "alternative":
            game.apply("yes")
        elif kind == "sacrifice":
            game.apply(f"sacrifice {game.pending.options[0]}")
        elif kind == "pay":
            game.apply("autopay")
    pass_both(game)
    assert battlefield_names(game, 0).count("Scourge of Nel Toth") == 1
    assert {"Grizzly Bears", "Walking Corpse"} <= set(names(game, "graveyard", 0))
