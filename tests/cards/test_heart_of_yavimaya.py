"""Lands and artifacts that enter only if something is sacrificed or discarded instead (614.1a; mechanics/
enter_instead), compiled from their Oracle text: Heart of Yavimaya ('If Heart of Yavimaya would enter the
battlefield, sacrifice a Forest instead. If you do, put Heart of Yavimaya onto the battlefield. If you don't, put
it into its owner's graveyard.'), Lotus Vale ('... sacrifice two untapped lands instead. ...') and Mox Diamond
('... you may discard a land card instead. ...')."""

from __future__ import annotations

from support import board, cast, names, pass_both, use_compiled

use_compiled("Heart of Yavimaya", "Lotus Vale", "Mox Diamond")


def _play(game, name: str) -> None:
    game.apply(f"play {game.find(name, zone='hand')}")


def test_heart_of_yavimaya_enters_by_sacrificing_a_forest() -> None:
    """614.1a, 701.21a: the Forest is sacrificed instead, then Heart of Yavimaya is put onto the battlefield."""
    game = board({"hand": ["Heart of Yavimaya"], "battlefield": ["Forest", "Mountain"]})
    _play(game, "Heart of Yavimaya")
    assert game.pending.kind == "choose" and game.pending.options == (game.find("Forest"),)
    game.apply(f"choose {game.find('Forest')}")
    assert names(game, "battlefield", 0) == ["Heart of Yavimaya", "Mountain"]
    assert names(game, "graveyard", 0) == ["Forest"]


def test_ruling_without_a_forest_it_never_enters() -> None:
    """Ruling (2004-10-04): 'You have to sacrifice a forest before this card is put onto the battlefield, and no
    matter how it is put onto the battlefield.' With no Forest it goes to its owner's graveyard instead."""
    game = board({"hand": ["Heart of Yavimaya"], "battlefield": ["Mountain"]})
    _play(game, "Heart of Yavimaya")
    assert names(game, "battlefield", 0) == ["Mountain"]
    assert names(game, "graveyard", 0) == ["Heart of Yavimaya"]
    assert any(e.kind == "replaced" and e.args.get("card") == "Heart of Yavimaya" for e in game.state.events())


def test_ruling_lotus_vale_needs_two_untapped_lands() -> None:
    """Ruling (2008-04-01): 'If you don’t sacrifice the lands, Lotus Vale never enters the battlefield — it goes
    directly to your graveyard.' A tapped land can't be one of the two."""
    game = board({"hand": ["Lotus Vale"], "battlefield": ["Forest", {"card": "Plains", "tapped": True}]})
    _play(game, "Lotus Vale")
    assert names(game, "graveyard", 0) == ["Lotus Vale"]
    assert names(game, "battlefield", 0) == ["Forest", "Plains"]


def test_lotus_vale_sacrifices_two_untapped_lands() -> None:
    game = board({"hand": ["Lotus Vale"], "battlefield": ["Forest", "Plains", {"card": "Island", "tapped": True}]})
    _play(game, "Lotus Vale")
    assert game.pending.kind == "choose" and len(game.pending.options) == 2
    game.apply(f"choose {game.find('Forest')} {game.find('Plains')}")
    assert names(game, "battlefield", 0) == ["Island", "Lotus Vale"]


def test_mox_diamond_may_discard_a_land_card() -> None:
    """614.1a, 701.9a: 'you may discard a land card instead': discarding one, the Mox enters; declining, it goes
    to the graveyard."""
    for discards in (True, False):
        game = board({"hand": ["Mox Diamond", "Forest", "Lightning Bolt"]})
        cast(game, "Mox Diamond")
        if game.pending.kind == "pay":
            game.apply("autopay")
        pass_both(game)
        assert game.pending.kind == "choose" and game.pending.options == (game.find("Forest", zone="hand"),)
        game.apply(f"choose {game.find('Forest', zone='hand')}" if discards else "choose")
        if discards:
            assert "Mox Diamond" in names(game, "battlefield", 0) and "Forest" in names(game, "graveyard", 0)
        else:
            assert names(game, "graveyard", 0) == ["Mox Diamond"] and "Forest" in names(game, "hand", 0)
