"""CR 400: zones. Seven zones, libraries, hands and graveyards per player (400.1); public and hidden zones
(400.2); an object goes to its owner's graveyard (400.3); order in libraries, graveyards and on the stack
(400.5); and an object that changes zones becomes a new object with no memory of the old one (400.7), whose
last known information stays readable (608.2h)."""

from __future__ import annotations

from support import board, cast, pass_both, zone_names

from lithoform.state.model import ALL_ZONES, PUBLIC_ZONES


def test_400_1_seven_zones_three_per_player():
    """400.1: 'There are normally seven zones: library, hand, battlefield, graveyard, stack, exile, and
    command. ... Each player has their own library, hand, and graveyard. The other zones are shared'."""
    game = board()
    assert set(ALL_ZONES) == {"library", "hand", "battlefield", "graveyard", "stack", "exile", "command"}
    per_player = {f"{z}:{p}" for z in ("library", "hand", "graveyard") for p in (0, 1)}
    shared = {"battlefield", "stack", "exile", "command"}
    assert set(game.state.zones) == per_player | shared


def test_400_1_every_object_is_in_exactly_one_zone():
    """400.1: a zone is where an object is; each object is listed in exactly the zone it says it is in."""
    game = board({"battlefield": ["Mountain", "Grizzly Bears"], "hand": ["Lightning Bolt"],
                  "graveyard": ["Shock"]}, {"battlefield": ["Serra Angel"]})
    cast(game, game.find("Lightning Bolt"), game.find("Serra Angel"))
    seen: list[int] = []
    for key, ids in game.state.zones.items():
        for oid in ids:
            assert game.state.objects[oid].zone == key.split(":")[0]
            seen.append(oid)
    assert sorted(seen) == sorted(game.state.objects)


def test_400_2_public_and_hidden_zones():
    """400.2: 'Graveyard, battlefield, stack, exile, ante, and command are public zones. ... Library and
    hand are hidden zones'."""
    assert {"graveyard", "battlefield", "stack", "exile", "command"} <= PUBLIC_ZONES
    assert not {"library", "hand"} & PUBLIC_ZONES


def test_400_3_a_card_goes_to_its_owners_graveyard():
    """400.3 / 608.2n: an instant goes to 'its owner's graveyard' — P2's Shock to P2's graveyard, P1's
    creature to P1's."""
    game = board({"battlefield": ["Grizzly Bears"]}, {"battlefield": ["Mountain"], "hand": ["Shock"]})
    game.apply("pass")
    cast(game, game.find("Shock"), game.find("Grizzly Bears"))
    pass_both(game)
    assert zone_names(game, "graveyard", 0) == ["Grizzly Bears"]
    assert zone_names(game, "graveyard", 1) == ["Shock"]


def test_400_5_the_stack_keeps_its_order():
    """400.5 / 405.2: the order on the stack can't change; each new object goes on top (the end of
    `state.stack`, bottom first)."""
    game = board({"battlefield": ["Mountain", "Mountain"], "hand": ["Lightning Bolt", "Shock"]})
    bolt = cast(game, game.find("Lightning Bolt"), "P2")
    shock = cast(game, game.find("Shock"), "P2")
    assert game.state.stack == (bolt, shock)


def test_400_5_graveyard_order_is_the_order_of_arrival():
    """400.5: the graveyard's order is kept; newer cards are added after older ones."""
    game = board({"battlefield": ["Mountain", "Mountain"], "hand": ["Lightning Bolt", "Shock"],
                  "graveyard": ["Divination"]})
    cast(game, game.find("Lightning Bolt"), "P2")
    pass_both(game)
    cast(game, game.find("Shock"), "P2")
    pass_both(game)
    assert zone_names(game, "graveyard") == ["Divination", "Lightning Bolt", "Shock"]


def test_400_7_a_card_changing_zones_is_a_new_object():
    """400.7: 'An object that moves from one zone to another becomes a new object'. The Bolt in hand, on the
    stack and in the graveyard are three objects with three ids."""
    game = board({"battlefield": ["Mountain"], "hand": ["Lightning Bolt"]})
    in_hand = game.find("Lightning Bolt")
    on_stack = cast(game, in_hand, "P2")
    pass_both(game)
    in_graveyard = game.find("Lightning Bolt", zone="graveyard")
    assert len({in_hand, on_stack, in_graveyard}) == 3
    assert in_hand not in game.state.objects and on_stack not in game.state.objects


def test_400_7_the_new_object_has_no_memory_of_the_old():
    """400.7: '... with no memory of, or relation to, its previous existence': the dead Triskelion in the
    graveyard has no counters and no damage."""
    game = board({"battlefield": ["Mountain"], "hand": ["Lightning Bolt"]},
                 {"battlefield": [{"card": "Triskelion", "counters": {"+1/+1": 2}, "tapped": True}]})
    tri = game.find("Triskelion")
    game.apply(f"cast {game.find('Lightning Bolt')}")
    game.apply(f"target {tri}")
    game.apply("autopay")
    pass_both(game)
    dead = game.state.objects[game.find("Triskelion", zone="graveyard")]
    assert (dead.counters, dead.damage, dead.tapped) == ((), 0, False)


def test_400_7_last_known_information_is_kept():
    """608.2h / 400.7: the object that left keeps its last known information: the Triskelion as it last
    was on the battlefield, a 3/3 with two counters and 3 damage."""
    game = board({"battlefield": ["Mountain"], "hand": ["Lightning Bolt"]},
                 {"battlefield": [{"card": "Triskelion", "counters": {"+1/+1": 2}}]})
    tri = game.find("Triskelion")
    cast(game, game.find("Lightning Bolt"), tri)
    pass_both(game)
    assert tri not in game.state.objects
    last = game.state.lki[tri]
    assert (last.zone, last.counter("+1/+1"), last.damage) == ("battlefield", 2, 3)
    assert (game.chars(tri).power, game.chars(tri).toughness) == (3, 3)


def test_400_7_find_gives_the_newest_object():
    """400.7: after moving, the card is found as its new object in its new zone."""
    game = board({"battlefield": ["Forest", "Forest"], "hand": ["Grizzly Bears"]})
    in_hand = game.find("Grizzly Bears")
    cast(game, in_hand)
    pass_both(game)
    on_battlefield = game.find("Grizzly Bears")
    assert on_battlefield != in_hand
    assert game.state.objects[on_battlefield].zone == "battlefield"


def test_121_1_drawing_takes_the_top_card_of_the_library():
    """121.1 / 400.5: 'A player draws a card by putting the top card of their library into their hand' —
    the library keeps its order, the first listed being the top."""
    game = board({"library": ["Serra Angel", "Forest", "Island"]}, step="upkeep")
    pass_both(game)
    assert zone_names(game, "hand") == ["Serra Angel"]
    assert zone_names(game, "library") == ["Forest", "Island"]
