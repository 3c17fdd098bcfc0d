"""CR 400.7e and 603.6c: an ability that triggers when an object moves from one zone to another can find the
new object it became in the zone it moved to, if that zone is public. Brilliant Halo, compiled from its
Oracle text: 'Enchant creature / Enchanted creature gets +1/+2. / When Brilliant Halo is put into a
graveyard from the battlefield, return Brilliant Halo to its owner's hand.'"""

from __future__ import annotations

from support import activate, board, cast, pass_both, resolve_stack

HALO = "Brilliant Halo"


def _halo_on_bears(extra: list[str]):
    game = board({"hand": [HALO, "Wrath of God"], "battlefield": [{"card": "Plains", "count": 6}, "Grizzly Bears",
                                                                  *extra]})
    cast(game, game.find(HALO), game.find("Grizzly Bears"))
    pass_both(game)
    return game


def test_400_7e_the_aura_returns_from_the_graveyard() -> None:
    """603.6c: 'put into a graveyard from the battlefield' triggers for a noncreature permanent too (here by
    the state-based action of 704.5m); the ability finds the card in the graveyard (400.7e)."""
    game = _halo_on_bears([])
    cast(game, game.find("Wrath of God"))
    resolve_stack(game)
    assert game.find(HALO, zone="hand")


def test_400_7e_not_once_it_has_moved_again() -> None:
    """The ability finds only the object the Aura became in the zone it moved to: exiled from the graveyard
    in response, it is a new object again (400.7) and stays in exile."""
    game = _halo_on_bears(["Tormod's Crypt"])
    cast(game, game.find("Wrath of God"))
    pass_both(game)  # Wrath resolves; the Halo's trigger goes on the stack
    activate(game, game.find("Tormod's Crypt"), 1, "P1")
    pass_both(game)  # the Crypt's ability resolves first
    resolve_stack(game)
    assert game.find(HALO, zone="exile") and not game.zone("hand", 0)
