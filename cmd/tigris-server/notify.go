package main

import (
	"context"
	"flag"
	"fmt"
	"log/slog"
	"os"
	"strings"

	"tigris/online/notify"
	"tigris/online/notify/mail"
	"tigris/online/store"
)

// notifyFlags are how the server tells players away that something waits on them: Web Push
// (on unless -push=false: its keys are made at first start and kept in the store), and e-mail
// when the operator gives an SMTP server.
type notifyFlags struct {
	push                       *bool
	contact                    *string
	smtp, from, user, password *string
	site                       *string
}

func addNotifyFlags(fs *flag.FlagSet) *notifyFlags {
	return &notifyFlags{
		push:     fs.Bool("push", true, "tell players away of their turn by Web Push (the server's VAPID key is made at first start and kept with the games)"),
		contact:  fs.String("push-contact", "", "a mailto: or https: address the browsers' push services may write to about this server (default: https://DOMAIN with -domain, else mailto:tigris@localhost)"),
		smtp:     fs.String("smtp", "", "tell players of games at their own pace by e-mail too, through this SMTP server (host:port; STARTTLS when it offers it)"),
		from:     fs.String("smtp-from", "", "with -smtp: the address the mails come from"),
		user:     fs.String("smtp-user", "", "with -smtp: the user to authenticate as (PLAIN; its password in $TIGRIS_SMTP_PASSWORD, or -smtp-password @FILE)"),
		password: fs.String("smtp-password", "", "with -smtp-user: @FILE, the file holding the SMTP password (or set $TIGRIS_SMTP_PASSWORD)"),
		site:     fs.String("site", "", "the address players open the game at (https://play.example.org), for the link in mails (default: https://DOMAIN with -domain)"),
	}
}

// mailer checks the notification flags and makes the mail sender (nil: no e-mail).
func (f *notifyFlags) mailer(domain string) (*mail.Sender, error) {
	if c := *f.contact; c != "" && !strings.HasPrefix(c, "mailto:") && !strings.HasPrefix(c, "https:") {
		return nil, fmt.Errorf("-push-contact %q is a mailto: or https: address", c)
	}
	if *f.smtp == "" {
		if *f.from != "" || *f.user != "" {
			return nil, fmt.Errorf("-smtp-from and -smtp-user go with -smtp")
		}
		return nil, nil
	}
	pass := os.Getenv("TIGRIS_SMTP_PASSWORD")
	if p, ok := strings.CutPrefix(*f.password, "@"); ok {
		b, err := os.ReadFile(p)
		if err != nil {
			return nil, fmt.Errorf("-smtp-password: %v", err)
		}
		pass = strings.TrimSpace(string(b))
	} else if *f.password != "" {
		return nil, fmt.Errorf("-smtp-password is @FILE (a password on the command line shows in the process list); or set $TIGRIS_SMTP_PASSWORD")
	}
	site := *f.site
	if site == "" && domain != "" {
		site = "https://" + strings.Split(domain, ",")[0]
	}
	return mail.New(mail.Config{Addr: *f.smtp, From: *f.from, User: *f.user, Password: pass, Site: site})
}

// start makes the notifier over db (nil: notifications are off, or the store keeps no
// subscriptions).
func (f *notifyFlags) start(db store.Store, domain string, logger *slog.Logger) (*notify.Notifier, error) {
	m, err := f.mailer(domain)
	if err != nil || !*f.push {
		return nil, err
	}
	ps, ok := store.As[store.Pushes](db)
	if !ok {
		return nil, nil
	}
	contact := *f.contact
	if contact == "" {
		contact = "mailto:tigris@localhost"
		if domain != "" {
			contact = "https://" + strings.Split(domain, ",")[0]
		}
	}
	cfg := notify.Config{Store: ps, Subject: contact, Log: logger}
	if m != nil {
		cfg.Mail = m
	}
	return notify.New(context.Background(), cfg)
}
