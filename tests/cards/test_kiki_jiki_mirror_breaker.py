"""Kiki-Jiki, Mirror Breaker — every official ruling as a game.

Oracle text: "Haste / {T}: Create a token that's a copy of target nonlegendary creature you control, except
it has haste. Sacrifice it at the beginning of the next end step."
"""

from __future__ import annotations

from support import (
    P1,
    basics,
    board,
    cast,
    define,
    events_since,
    hand_size,
    mark,
    pass_until,
    pay_with,
    registering,
    resolve_top,
    tokens,
    top,
    untapped,
)

from lithoform.cards.tree import (
    ActivatedAbility,
    AddTypes,
    ApplyContinuous,
    CardFace,
    Cost,
    Created,
    CreateTokenCopy,
    DelayedTrigger,
    Filter,
    SacrificeObjects,
    SetBasePT,
    SpellAbility,
    Static,
    Target,
    TargetSpec,
)

KIKI = "Kiki-Jiki, Mirror Breaker"

ANIMATE = define(CardFace(
    "Kiki-Jiki Test Animate", ("Instant",), "{U}",
    text="Until end of turn, target artifact becomes an artifact creature with base power and toughness 3/3.",
    spell=SpellAbility(ApplyContinuous((AddTypes(("Creature",)), SetBasePT(3, 3)), Target(0)),
                       targets=(TargetSpec("artifact"),)),
))
_TWIN = ("{T}: Create two tokens that are copies of target nonlegendary creature you control, except they "
         "have haste. Sacrifice them at the beginning of the next end step.")
TWIN_BREAKER = define(CardFace(
    "Kiki-Jiki Test Twin Breaker", ("Creature",), "{2}{R}{R}{R}", subtypes=("Goblin", "Shaman"), power="2",
    toughness="2", keywords=("Haste",), text="Haste\n" + _TWIN,
    abilities=(Static("Haste", text="Haste"),
               ActivatedAbility(Cost(tap=True),
                                CreateTokenCopy(Target(0), count=2, add_keywords=("Haste",),
                                                then=(DelayedTrigger("end", SacrificeObjects(Created())),)),
                                targets=(TargetSpec("creature", Filter(controller="you",
                                                                       not_supertypes=("Legendary",))),),
                                text=_TWIN)),
))
_cards = registering(ANIMATE, TWIN_BREAKER)


def kiki_copies(game, target: int) -> int:
    """Activates Kiki-Jiki targeting `target` and resolves the ability; returns the token's id."""
    before = set(tokens(game))
    game.apply(f"activate {game.find(KIKI)} 1")
    game.apply(f"target {target}")
    resolve_top(game)
    (token,) = set(tokens(game)) - before
    return token


def test_the_token_copies_only_what_is_printed_plus_haste() -> None:
    """Ruling (2021-03-19): “The token copies exactly what was printed on the original creature (except
    that the copy also has haste) and nothing else (unless it’s copying a creature that’s a token or
    that’s copying something else; see below). It doesn’t copy whether the creature is tapped or untapped,
    whether it has any counters on it or Auras and/or Equipment attached to it, or any non-copy effects
    that changed its power, toughness, types, color, and so on. Most notably, if the target creature isn’t
    normally a creature, the copy won’t be a creature.”

    Grizzly Bears are tapped, have two +1/+1 counters, got Giant Growth and carry Bonesplitter (9/7). The
    token is an untapped 2/2 Grizzly Bears with haste, no counters and nothing attached."""
    game = board({"battlefield": [KIKI, {"card": "Grizzly Bears", "tapped": True, "counters": {"+1/+1": 2}},
                                  "Bonesplitter", *basics(Plains=1, Forest=1)], "hand": ["Giant Growth"]})
    bears = game.find("Grizzly Bears")
    game.apply(f"activate {game.find('Bonesplitter')} 1")
    game.apply(f"target {bears}")
    pay_with(game, untapped(game, "Plains")[0])
    resolve_top(game)
    cast(game, game.find("Giant Growth"), bears)
    resolve_top(game)
    assert (game.chars(bears).power, game.chars(bears).toughness) == (9, 7)
    token = kiki_copies(game, bears)
    c = game.chars(token)
    assert (c.name, c.power, c.toughness, c.types, c.colors) == ("Grizzly Bears", 2, 2, {"Creature"}, {"G"})
    assert "haste" in c.keywords
    obj = game.state.objects[token]
    assert not obj.tapped and obj.counters == ()
    assert not any(game.state.objects[i].attached_to == token for i in game.state.battlefield)


def test_a_target_that_isnt_normally_a_creature_gives_a_noncreature_token() -> None:
    """Ruling (2021-03-19), “Most notably, if the target creature isn’t normally a creature, the copy won’t
    be a creature.”: Ketria Crystal, made a 3/3 artifact creature by Kiki-Jiki Test Animate, is copied as
    a plain Ketria Crystal artifact (with haste), which is not a creature."""
    game = board({"battlefield": [KIKI, "Ketria Crystal", *basics(Island=1)], "hand": [ANIMATE]})
    crystal = game.find("Ketria Crystal")
    cast(game, game.find(ANIMATE), crystal)
    resolve_top(game)
    assert "Creature" in game.chars(crystal).types
    token = kiki_copies(game, crystal)
    c = game.chars(token)
    assert c.name == "Ketria Crystal" and c.types == {"Artifact"} and c.power is None
    assert "haste" in c.keywords


def test_x_in_the_copied_mana_cost_is_zero() -> None:
    """Ruling (2021-03-19): “If the copied creature has {X} in its mana cost, X is 0.”

    The token copy of a Walking Ballista with three counters has mana value 0 and no counters: as a 0/0
    it is put into the graveyard (704.5f)."""
    game = board({"battlefield": [KIKI, {"card": "Walking Ballista", "counters": {"+1/+1": 3}}]})
    start = mark(game)
    game.apply(f"activate {game.find(KIKI)} 1")
    game.apply(f"target {game.find('Walking Ballista')}")
    resolve_top(game)
    (made,) = [e.args["obj"] for e in events_since(game, start, "token")]
    assert game.chars(made).mana_value == 0 and game.state.lki[made].counters == ()
    assert made not in game.state.objects


def test_a_creature_copying_something_else_gives_a_copy_of_what_it_copies() -> None:
    """Ruling (2021-03-19): “If a copied creature is copying something else, the token you create will use
    the copiable values of the target creature. In most cases, it will just be a copy of whatever that
    creature is copying.”

    Mirror Image entered as Serra Angel; Kiki-Jiki's token of it is a Serra Angel with haste."""
    game = board({"battlefield": [KIKI, "Serra Angel", *basics(Island=3)], "hand": ["Mirror Image"]})
    cast(game, game.find("Mirror Image"))
    resolve_top(game)
    game.apply(f"choose {game.find('Serra Angel')}")
    (image,) = [i for i in game.state.battlefield if game.state.objects[i].card == "Mirror Image"]
    token = kiki_copies(game, image)
    c = game.chars(token)
    assert (c.name, c.power, c.toughness) == ("Serra Angel", 4, 4)
    assert {"flying", "vigilance", "haste"} <= c.keywords


def test_a_token_is_copied_as_its_creating_effect_defined_it() -> None:
    """Ruling (2021-03-19): “If a copied creature is a token that isn’t a copy of something else, the copy
    copies the original characteristics of that token as stated by the effect that created it.”

    A Hornet from Hornet Cannon got Giant Growth; Kiki-Jiki's copy is a 1/1 colorless Insect artifact
    creature named Hornet with flying and haste."""
    game = board({"battlefield": [KIKI, "Hornet Cannon", *basics(Plains=3, Forest=1)],
                  "hand": ["Giant Growth"]})
    game.apply(f"activate {game.find('Hornet Cannon')} 1")
    pay_with(game, *untapped(game, "Plains"))
    resolve_top(game)
    hornet = game.find("Hornet")
    cast(game, game.find("Giant Growth"), hornet)
    resolve_top(game)
    token = kiki_copies(game, hornet)
    c = game.chars(token)
    assert (c.name, c.power, c.toughness, c.colors) == ("Hornet", 1, 1, frozenset())
    assert c.types == {"Artifact", "Creature"} and {"flying", "haste"} <= c.keywords


def test_enters_the_battlefield_abilities_of_the_copied_creature_trigger() -> None:
    """Ruling (2021-03-19): “Any enters-the-battlefield abilities of the copied creature will trigger when
    the token enters the battlefield. Any “as [this permanent] enters the battlefield” or “[this
    permanent] enters the battlefield with” abilities of the copied creature card will also work.”

    The token copy of Elvish Visionary triggers its enters ability; a card is drawn."""
    game = board({"battlefield": [KIKI, "Elvish Visionary"]})
    token = kiki_copies(game, game.find("Elvish Visionary"))
    assert top(game).kind == "triggered" and top(game).source == token
    resolve_top(game)
    assert hand_size(game) == 1


def test_enters_with_counters_of_the_copied_creature_works() -> None:
    """Ruling (2021-03-19), “[this permanent] enters the battlefield with”: the token copy of a Triskelion
    with one counter left enters with three +1/+1 counters."""
    game = board({"battlefield": [KIKI, {"card": "Triskelion", "counters": {"+1/+1": 1}}]})
    token = kiki_copies(game, game.find("Triskelion"))
    assert game.state.objects[token].counter("+1/+1") == 3


def test_a_copy_of_the_token_has_haste_and_is_not_sacrificed() -> None:
    """Ruling (2021-03-19): “If another creature becomes a copy of, or enters the battlefield as a copy of,
    the token, that creature will copy the creature card the token is copying, except it will also have
    haste. However, you won’t sacrifice the new copy at the beginning of the next end step.”

    Mirror Image enters as a copy of Kiki-Jiki's Grizzly Bears token: it is a Grizzly Bears with haste. At
    the end step the token is sacrificed, Mirror Image stays."""
    game = board({"battlefield": [KIKI, "Grizzly Bears", *basics(Island=3)], "hand": ["Mirror Image"]})
    token = kiki_copies(game, game.find("Grizzly Bears"))
    cast(game, game.find("Mirror Image"))
    resolve_top(game)
    game.apply(f"choose {token}")
    (image,) = [i for i in game.state.battlefield if game.state.objects[i].card == "Mirror Image"]
    c = game.chars(image)
    assert c.name == "Grizzly Bears" and "haste" in c.keywords
    pass_until(game, "end")
    resolve_top(game)
    assert token not in game.state.objects and game.state.objects[image].zone == "battlefield"


def test_each_token_the_ability_creates_is_sacrificed() -> None:
    """Ruling (2021-03-19): “If Kiki-Jiki’s ability creates multiple tokens due to a replacement effect
    (such as the one Doubling Season creates), you’ll sacrifice each of them.”

    The engine has no replacement effect that changes how many tokens are created, so Kiki-Jiki Test Twin
    Breaker (Kiki-Jiki's ability with “two tokens”) stands in for the doubled event: its one “sacrifice
    it” instruction covers every token the effect made, and both are sacrificed at the end step."""
    game = board({"battlefield": [TWIN_BREAKER, "Grizzly Bears"]})
    game.apply(f"activate {game.find(TWIN_BREAKER)} 1")
    game.apply(f"target {game.find('Grizzly Bears')}")
    resolve_top(game)
    made = tokens(game, P1)
    assert len(made) == 2 and len(game.state.delayed) == 1
    pass_until(game, "end")
    resolve_top(game)
    assert tokens(game) == [] and all(t not in game.state.objects for t in made)


def test_kiki_jiki_cant_target_a_legendary_creature() -> None:
    """The Oracle text's “target nonlegendary creature you control”: Kiki-Jiki itself (legendary) is not a
    legal target; Grizzly Bears is."""
    game = board({"battlefield": [KIKI, "Grizzly Bears"]}, {"battlefield": ["Serra Angel"]})
    game.apply(f"activate {game.find(KIKI)} 1")
    assert game.pending.options == (game.find("Grizzly Bears"),)
