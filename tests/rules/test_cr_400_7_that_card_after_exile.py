"""400.7: "An object that moves from one zone to another becomes a new object with no memory of, or relation
to, its previous existence." After 'exile target permanent', 'that card' names the new object in exile (the
exile keeps it as the effect's objects); 603.7c: a delayed triggered ability made later in the effect refers
to that object. Cloudshift: "Exile target creature you control, then return that card to the battlefield under
your control." Flickerwisp: "... Return that card to the battlefield under its owner's control at the beginning
of the next end step.\""""

from __future__ import annotations

from support import board, cast, counters, pass_both, pass_until, resolve_stack, use_compiled, zone_names

use_compiled("Cloudshift", "Flickerwisp", "Voidwalk")


def test_400_7_cloudshift_returns_a_new_object() -> None:
    game = board({"hand": ["Cloudshift"], "battlefield": ["Plains", {"card": "Grizzly Bears", "counters": {"+1/+1": 2},
                                                                   "tapped": True}]})
    old = game.find("Grizzly Bears")
    cast(game, "Cloudshift", old)
    resolve_stack(game)
    new = game.find("Grizzly Bears")
    assert new != old and counters(game, new) == 0 and not game.state.objects[new].tapped



def test_603_7c_the_delayed_ability_returns_the_card_at_the_next_end_step() -> None:
    """Flickerwisp's delayed ability is made as its enters ability resolves and refers to the card in exile:
    it isn't on the battlefield until the end step begins, then it returns under its owner's control."""
    game = board({"hand": ["Flickerwisp"], "battlefield": ["Plains"] * 3}, {"battlefield": ["Grizzly Bears"]})
    cast(game, "Flickerwisp")
    pass_both(game)
    game.apply(f"target {game.find('Grizzly Bears')}")
    resolve_stack(game)
    pass_until(game, "main2")
    assert "Grizzly Bears" in zone_names(game, "exile", 1)
    pass_until(game, "end")
    resolve_stack(game)
    assert game.state.objects[game.find("Grizzly Bears")].zone == "battlefield"


def test_603_7c_return_it_at_the_next_end_step_is_the_card_in_exile() -> None:
    """Voidwalk: "Exile target creature. Return it to the battlefield under its owner's control at the beginning of
    the next end step." 'it' after the exile is the card in exile (400.7), as 'that card' is: the delayed
    triggered ability finds it there and returns it (603.7c), under P2's control (its owner's)."""
    game = board({"hand": ["Voidwalk"], "battlefield": [{"card": "Island", "count": 4}]},
                 {"battlefield": [{"card": "Grizzly Bears", "counters": {"+1/+1": 1}}]})
    old = game.find("Grizzly Bears")
    cast(game, "Voidwalk", old)
    resolve_stack(game)
    assert "Grizzly Bears" in zone_names(game, "exile")
    pass_until(game, "end")
    resolve_stack(game)
    new = game.find("Grizzly Bears")
    assert new != old and game.state.objects[new].zone == "battlefield"
    assert game.state.objects[new].controller == 1 and counters(game, new) == 0
