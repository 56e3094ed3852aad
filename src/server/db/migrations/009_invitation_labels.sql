-- What tells two invitation links apart in the owner's list: the address the
-- link was made for (the form's optional email, mailed or not) and the last
-- four characters of the link, which the owner can match against the link
-- they pasted into a message. Four of the token's 43 characters: the other
-- 39 (234 bits) still guard it. Null for links made before.
ALTER TABLE school_invitation ADD COLUMN sent_to text CONSTRAINT school_invitation_sent_to_length CHECK (char_length(sent_to) <= 254);
ALTER TABLE school_invitation ADD COLUMN link_end text CONSTRAINT school_invitation_link_end_length CHECK (char_length(link_end) <= 8);
